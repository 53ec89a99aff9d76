import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

/** docs/product.md §9: the header becomes fixed after 50 px of scroll. */
export const FIX_HEADER_AFTER_PX = 50;

/**
 * window.scrollY as of the last scroll event: reading scrollY forces layout, and React reads a store's
 * snapshot on every render; in a scroll event, after layout, it is free.
 */
let lastScrollY = 0;

function subscribeToScroll(onChange: () => void) {
  const read = () => {
    lastScrollY = window.scrollY;
    onChange();
  };
  read(); // a scroll between the first render and this subscription
  window.addEventListener('scroll', read, { passive: true });
  return () => window.removeEventListener('scroll', read);
}

/** True while the page is scrolled more than `threshold` px; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => lastScrollY > threshold,
    () => false,
  );
}

/** Whether the header is fixed, and its height for a spacer so the page does not jump. */
export function useFixedHeader() {
  const fixed = useScrolledPast(FIX_HEADER_AFTER_PX);
  const headerRef = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);

  // Fixed from the start (the prerendered page was scrolled): the spacer needs the height before paint.
  useLayoutEffect(() => {
    if (fixed && height === 0 && headerRef.current) setHeight(headerRef.current.offsetHeight);
  }, [fixed, height]);

  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    // ResizeObserver reports once on observe, then on every change (menus, search row).
    const observer = new ResizeObserver(() => setHeight(header.offsetHeight));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  return { fixed, headerRef, height };
}
