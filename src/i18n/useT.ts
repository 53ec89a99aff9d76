import { useLingui } from '@lingui/react';

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** `t('nav.home')` in the active language; the component re-renders when it changes. */
export function useT(): Translate {
  const { _ } = useLingui();
  return _ as Translate;
}
