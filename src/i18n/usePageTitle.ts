import { useEffect } from 'react';

let prerenderedTitle = '';

/** Prerendering (src/app/prerender.tsx): the title the page asked for, since effects do not run there. */
export function takePrerenderedTitle(): string {
  const title = prerenderedTitle;
  prerenderedTitle = '';
  return title;
}

// A function, not an assignment in the hook: the React Compiler's lint refuses that.
function rememberForPrerender(title: string) {
  prerenderedTitle = title;
}

/** The one way to set the tab title, already translated (`usePageTitle(t('title.home'))`). */
export function usePageTitle(title: string) {
  if (typeof document === 'undefined') rememberForPrerender(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
