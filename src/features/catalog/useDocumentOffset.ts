import { useLayoutEffect, useState, type RefObject } from 'react';

/** The element's offset from the document's top (the virtualizer's `scrollMargin`), kept up on resize. */
export function useDocumentOffset(ref: RefObject<HTMLElement | null>, guess = 0): number {
  const [offset, setOffset] = useState(guess);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return offset;
}
