import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How far the element's top sits below the top of the document, in px: the
 * window virtualizer's `scrollMargin`. Measured before paint, and again when
 * the page's height changes (the phone filter panel opening above the grid,
 * the results bar appearing) or the window resizes. `guess` is the offset
 * until then: the first render's value, before there is any layout to measure.
 */
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
