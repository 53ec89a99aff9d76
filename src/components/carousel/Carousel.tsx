import { Children, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { formatNumber } from '../../i18n/format';
import { useLanguage, useT } from '../../i18n/useT';
import { isPlainClick } from '../../lib/plainClick';
import type { CarouselState } from './useCarousel';

/** A link to a slide (`#hero-slide-2`): the browser scrolls to it before the scripts run, then the app. */
function slideLink(carousel: CarouselState, index: number) {
  const target = ((index % carousel.count) + carousel.count) % carousel.count;
  return {
    href: `#${carousel.slideId!(target)}`,
    onClick: (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      carousel.goTo(index);
    },
  };
}

interface CarouselProps {
  carousel: CarouselState;
  /** The row's accessible name. */
  label: string;
  className?: string;
  slideClassName?: string;
  children: ReactNode;
}

/**
 * The one carousel: a focusable scroll-snap row, perView slides at a time, no library
 * (docs/decisions/019-one-carousel.md). The screen places the arrows and dots.
 */
export function Carousel({ carousel, label, className = '', slideClassName = '', children }: CarouselProps) {
  const { scroller, onScroll, onKeyDown, perView, gap, count, slideId } = carousel;
  const language = useLanguage();
  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
      tabIndex={0}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--per-view': perView, '--gap': `${gap}px` } as CSSProperties}
      className={`grid auto-cols-[calc((100%-(var(--per-view)-1)*var(--gap))/var(--per-view))] grid-flow-col gap-(--gap) snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${className}`}
    >
      {Children.toArray(children).map((slide, index) => (
        <div
          key={index}
          id={slideId?.(index)}
          role="group"
          aria-roledescription="slide"
          aria-label={`${formatNumber(index + 1, language)} / ${formatNumber(count, language)}`}
          // A link to a slide scrolls the page too: the margin keeps a carousel near the page's top in place.
          className={`min-w-0 snap-start ${slideId ? 'scroll-mt-[50vh]' : ''} ${slideClassName}`}
        >
          {slide}
        </div>
      ))}
    </div>
  );
}

/** Over a slide's sides from lg up (inside a `relative` parent). */
const OVERLAY_ARROW =
  'btn btn-circle btn-ghost absolute top-1/2 z-10 hidden -translate-y-1/2 text-primary hover:bg-base-100/60 lg:flex';
const INLINE_ARROW =
  'btn btn-circle btn-sm btn-outline border-base-300 hover:border-primary hover:bg-primary hover:text-primary-content';

interface CarouselArrowsProps {
  carousel: CarouselState;
  previousLabel: string;
  nextLabel: string;
}

/** Previous and next, wrapping, as a pair beside a heading. */
export function CarouselArrows({ carousel, previousLabel, nextLabel }: CarouselArrowsProps) {
  if (carousel.positions < 2) return null;
  const { current, goTo } = carousel;
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className={INLINE_ARROW}
        aria-label={previousLabel}
        onClick={() => goTo(current - 1)}
      >
        <Chevron direction="left" size={16} />
      </button>
      <button type="button" className={INLINE_ARROW} aria-label={nextLabel} onClick={() => goTo(current + 1)}>
        <Chevron direction="right" size={16} />
      </button>
    </div>
  );
}

const DOT = 'group flex size-6 items-center justify-center';

/** A dot per position, the current one marked; 24 px targets around 10 px dots (WCAG 2.5.8 target size). */
export function CarouselDots({ carousel, className = '' }: { carousel: CarouselState; className?: string }) {
  const t = useT();
  const language = useLanguage();
  if (carousel.positions < 2) return null;
  const { current, goTo } = carousel;
  return (
    <div className={`flex justify-center gap-1 ${className}`}>
      {Array.from({ length: carousel.positions }, (_, index) => {
        const dot = (
          <span
            className={`size-2.5 rounded-full transition ${index === current ? 'bg-primary' : 'bg-base-content/30 group-hover:bg-base-content/60'}`}
          />
        );
        const shared = {
          'aria-label': t('carousel.goToSlide', { number: formatNumber(index + 1, language) }),
          'aria-current': index === current || undefined,
          className: DOT,
        };
        return carousel.slideId ? (
          <a key={index} {...shared} {...slideLink(carousel, index)}>
            {dot}
          </a>
        ) : (
          <button key={index} type="button" {...shared} onClick={() => goTo(index)}>
            {dot}
          </button>
        );
      })}
    </div>
  );
}

/** Previous and next over slide `index`'s sides from lg up: links to its neighbours, before scripts too. */
export function SlideArrows({
  carousel,
  index,
  previousLabel,
  nextLabel,
}: CarouselArrowsProps & { index: number }) {
  if (carousel.positions < 2 || !carousel.slideId) return null;
  return (
    <>
      <a className={`${OVERLAY_ARROW} left-2`} aria-label={previousLabel} {...slideLink(carousel, index - 1)}>
        <Chevron direction="left" size={28} />
      </a>
      <a className={`${OVERLAY_ARROW} right-2`} aria-label={nextLabel} {...slideLink(carousel, index + 1)}>
        <Chevron direction="right" size={28} />
      </a>
    </>
  );
}

function Chevron({ direction, size }: { direction: 'left' | 'right'; size: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}
