import { useT } from '../../i18n/useT';
import { formatNumber } from '../../i18n/format';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { HeroSlide } from './HeroSlide';
import { HERO_AUTOPLAY_MS, HOME_SLIDES } from './slides';
import { useSnapCarousel } from './useSnapCarousel';

const ARROW =
  'btn btn-circle btn-ghost absolute top-1/2 z-10 hidden -translate-y-1/2 text-primary hover:bg-base-100/60 lg:flex';

/**
 * The home carousel (spec section 2): arrows from lg up, clickable bullets,
 * mouse wheel and keyboard, autoplay every 5 s. Native scroll snapping, no
 * carousel library: the first slide is the page's largest paint and renders
 * with the page, and nothing has to load or measure before it moves.
 */
export function HeroCarousel() {
  const t = useT();
  const { language } = usePreferences();
  const count = HOME_SLIDES.length;
  const { scroller, current, goTo, onScroll } = useSnapCarousel(count, HERO_AUTOPLAY_MS);
  return (
    <section aria-label={t('home.featuredOffers')} aria-roledescription="carousel" className="relative">
      <div
        ref={scroller}
        onScroll={onScroll}
        // Focusable so the arrow keys scroll it; named for the screen reader's focus announcement.
        tabIndex={0}
        role="group"
        aria-label={t('home.slides')}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-box [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {HOME_SLIDES.map((slide, index) => (
          <div
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${formatNumber(index + 1, language)} / ${formatNumber(count, language)}`}
            className="w-full shrink-0 snap-start"
          >
            <HeroSlide slide={slide} first={index === 0} />
          </div>
        ))}
      </div>
      <button type="button" className={`${ARROW} left-2`} aria-label={t('home.previousSlide')} onClick={() => goTo(current - 1)}>
        <Chevron direction="left" />
      </button>
      <button type="button" className={`${ARROW} right-2`} aria-label={t('home.nextSlide')} onClick={() => goTo(current + 1)}>
        <Chevron direction="right" />
      </button>
      <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
        {HOME_SLIDES.map((slide, index) => (
          // 24 px targets around 10 px dots (WCAG 2.5.8 target size).
          <button
            key={slide.title}
            type="button"
            aria-label={t('home.goToSlide', { number: formatNumber(index + 1, language) })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => goTo(index)}
            className="group flex size-6 items-center justify-center"
          >
            <span
              className={`size-2.5 rounded-full transition ${index === current ? 'bg-primary' : 'bg-base-content/30 group-hover:bg-base-content/60'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}
