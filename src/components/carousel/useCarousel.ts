import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { itemsPerView, viewportRow, type Breakpoint } from '../../lib/breakpoints';
import { useBrowserStore } from '../../lib/useHydrated';

const ONE_PER_VIEW: readonly Breakpoint[] = [{ minWidth: 0, items: 1 }];

export interface CarouselOptions {
  count: number;
  perView?: readonly Breakpoint[];
  /** Space between slides, px. */
  gap?: number;
  /** Moves on every so many ms, and keeps going after the shopper interacts (docs/product.md §9). */
  autoplayMs?: number;
  /** Ids for the slides (one per view): dots and arrows become links to them (Carousel.tsx). */
  slideId?: (index: number) => string;
}

export interface CarouselState {
  scroller: RefObject<HTMLDivElement | null>;
  count: number;
  perView: number;
  gap: number;
  /** Where the row can stand: the first slide in view is 0 to count - perView. */
  positions: number;
  /** The first slide in view. */
  current: number;
  slideId?: (index: number) => string;
  goTo(index: number): void;
  onScroll(): void;
  onKeyDown(event: KeyboardEvent): void;
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function useItemsPerView(table: readonly Breakpoint[]): number {
  return useBrowserStore(subscribe, () => itemsPerView(viewportRow(table), table), itemsPerView(0, table));
}

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * A native scroll-snap row (swipes and wheels for free); `goTo` serves arrows, dots, keys and
 * autoplay, wrapping. The slide in view is read back from the scroll position, whatever moved it,
 * and autoplay waits a whole period after every move.
 */
export function useCarousel({
  count,
  perView: table = ONE_PER_VIEW,
  gap = 0,
  autoplayMs,
  slideId,
}: CarouselOptions): CarouselState {
  const scroller = useRef<HTMLDivElement>(null);
  const perView = Math.min(useItemsPerView(table), Math.max(count, 1));
  const positions = Math.max(count - perView + 1, 1);
  const [current, setCurrent] = useState(0);

  /** One slide and its gap, px: the row holds perView slides and perView - 1 gaps. */
  const stride = useCallback((element: HTMLElement) => (element.clientWidth + gap) / perView, [gap, perView]);

  const goTo = useCallback(
    (index: number) => {
      const element = scroller.current;
      if (!element) return;
      const target = ((index % positions) + positions) % positions; // past the last position comes the first
      setCurrent(target);
      element.scrollTo({ left: target * stride(element), behavior: scrollBehavior() });
    },
    [positions, stride],
  );

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element || element.clientWidth === 0) return;
    setCurrent(Math.min(Math.round(element.scrollLeft / stride(element)), positions - 1));
  }, [positions, stride]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const to = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: positions - 1 }[event.key];
      if (to === undefined) return;
      event.preventDefault(); // instead of the browser's own scroll by a few pixels
      goTo(to);
    },
    [current, positions, goTo],
  );

  // The row may have moved before the app ran: go on from the slide in view, asked of an
  // IntersectionObserver (reading scrollLeft forced a whole-page layout during hydration).
  const adopt = useEffectEvent((index: number) => {
    if (index > 0) setCurrent(Math.min(index, positions - 1));
  });
  useEffect(() => {
    const row = scroller.current;
    if (!row || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        observer.disconnect();
        const inView = entries.filter((entry) => entry.intersectionRatio >= 0.5);
        if (inView.length > 0)
          adopt(Math.min(...inView.map((entry) => [...row.children].indexOf(entry.target))));
      },
      { root: row, threshold: 0.5 },
    );
    for (const slide of row.children) observer.observe(slide);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!autoplayMs || positions < 2) return;
    const timer = setTimeout(() => goTo(current + 1), autoplayMs);
    return () => clearTimeout(timer);
  }, [current, goTo, autoplayMs, positions]);

  return { scroller, count, perView, gap, positions, current, slideId, goTo, onScroll, onKeyDown };
}
