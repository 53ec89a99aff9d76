import { useEffect } from 'react';

let prerenderedTitle = '';

/** Prerendering (src/app/prerender.tsx): the title the page asked for, since effects do not run there. */
export function takePrerenderedTitle(): string {
  const title = prerenderedTitle;
  prerenderedTitle = '';
  return title;
}

function rememberForPrerender(title: string) {
  prerenderedTitle = title;
}

/**
 * The one way to set the tab title: pass an already translated text
 * (`usePageTitle(t('title.home'))`), so the title follows the language.
 */
export function usePageTitle(title: string) {
  if (typeof document === 'undefined') rememberForPrerender(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
