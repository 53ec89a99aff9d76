import { Children, type ReactNode } from 'react';
import { itemsPerView, type Breakpoint } from '../../lib/breakpoints';

interface StaticSlidesProps {
  /** The carousel's items-per-view table, the one its Swiper uses. */
  table: readonly Breakpoint[];
  /** Swiper's `spaceBetween`, in px. */
  gap: number;
  /** The class each Swiper slide carries, so heights match. */
  slideClassName?: string;
  children: ReactNode;
}

/**
 * A carousel's first screen before Swiper (~33 KB gzip) has loaded: the same
 * slides at the same widths, without controls. Swiper then takes over in
 * place, so nothing moves (no layout shift) and the page never waits for it.
 */
export function StaticSlides({ table, gap, slideClassName, children }: StaticSlidesProps) {
  // Swiper's breakpoints follow the window width too.
  const perView = itemsPerView(window.innerWidth, table);
  return (
    <div
      className="grid grid-flow-col overflow-hidden"
      style={{ gap, gridAutoColumns: `calc((100% - ${(perView - 1) * gap}px) / ${perView})` }}
    >
      {Children.toArray(children)
        .slice(0, perView)
        .map((child, index) => (
          <div key={index} className={slideClassName}>
            {child}
          </div>
        ))}
    </div>
  );
}
