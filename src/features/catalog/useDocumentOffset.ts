import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How far the element's top sits below the top of the document, in px: the
 * window virtualizer's `scrollMargin`. Measured before paint, and again when
 * the page's height changes (the phone filter panel opening above the grid,
 * the results bar appearing) or the window resizes.
 */
export function useDocumentOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
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
