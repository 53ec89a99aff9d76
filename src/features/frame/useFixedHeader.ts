import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** Spec section 9: the header becomes fixed after 50 px of scroll. */
export const FIX_HEADER_AFTER_PX = 50;

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True while the page is scrolled more than `threshold` px; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > threshold,
    () => false,
  );
}

/**
 * Whether the header is fixed, plus its measured height: the layout keeps a
 * spacer of that height so the page does not jump when the header leaves the flow.
 */
export function useFixedHeader() {
  const fixed = useScrolledPast(FIX_HEADER_AFTER_PX);
  const headerRef = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);

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
