import { useEffect } from 'react';

/** Sets the browser tab title while a page is shown (spec section 2: '/' is titled Home). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
