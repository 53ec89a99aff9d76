import { useEffect } from 'react';

/**
 * The one way to set the tab title: pass an already translated text
 * (`usePageTitle(t('title.home'))`), so the title follows the language.
 */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
