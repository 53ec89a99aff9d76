import { useCallback, useEffect, useRef, useState } from 'react';

/** Smooth scrolling, unless the shopper asked the system for less motion. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * A one-slide-per-view carousel over a native scroll-snap row: swiping,
 * trackpads, horizontal wheels and arrow keys (when focused) move it for
 * free; `goTo` serves the buttons; autoplay moves on every `autoplayMs`
 * and keeps going after the shopper interacts (spec section 9). The slide in
 * view is read back from the scroll position, whatever moved it.
 */
export function useSnapCarousel(count: number, autoplayMs: number) {
  const scroller = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const currentRef = useRef(0);

  const goTo = useCallback(
    (index: number) => {
      const element = scroller.current;
      if (!element || count === 0) return;
      const target = ((index % count) + count) % count; // past the last slide comes the first
      currentRef.current = target;
      setCurrent(target);
      element.scrollTo({ left: target * element.clientWidth, behavior: scrollBehavior() });
    },
    [count],
  );

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element || element.clientWidth === 0) return;
    const index = Math.round(element.scrollLeft / element.clientWidth);
    currentRef.current = index;
    setCurrent(index);
  }, []);

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => goTo(currentRef.current + 1), autoplayMs);
    return () => clearInterval(timer);
  }, [goTo, autoplayMs, count]);

  return { scroller, current, goTo, onScroll };
}
