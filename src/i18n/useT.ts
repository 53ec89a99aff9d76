import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { i18n, type Language } from './i18n';

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** `t('nav.home')`, re-rendering on a language change; outside a provider (a test), the shared instance. */
export function useT(): Translate {
  const context = useContext(LinguiContext);
  return (context?._ ?? i18n._.bind(i18n)) as Translate;
}

/** The active language, for components that need no other preference. */
export function useLanguage(): Language {
  const context = useContext(LinguiContext);
  return (context?.i18n ?? i18n).locale === 'bn' ? 'bn' : 'en';
}
