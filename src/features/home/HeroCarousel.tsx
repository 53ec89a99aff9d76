import { Carousel, CarouselDots, SlideArrows, useCarousel } from '../../components/carousel';
import { useT } from '../../i18n/useT';
import { HeroSlide } from './HeroSlide';
import { HERO_AUTOPLAY_MS, HOME_SLIDES } from './slides';

const slideId = (index: number) => `hero-slide-${index + 1}`;

/**
 * The home carousel (docs/product.md §2): arrows from lg up, clickable bullets,
 * wheel and keyboard, autoplay every 5 s that goes on after the shopper
 * interacts. The first slide is the page's largest paint and renders with the page.
 * Arrows and bullets are links to the slides: they work before the app's scripts run.
 */
export function HeroCarousel() {
  const t = useT();
  const carousel = useCarousel({ count: HOME_SLIDES.length, autoplayMs: HERO_AUTOPLAY_MS, slideId });
  return (
    <section aria-label={t('home.featuredOffers')} className="relative">
      <Carousel
        carousel={carousel}
        label={t('home.slides')}
        className="rounded-box"
        slideClassName="relative"
      >
        {HOME_SLIDES.map((slide, index) => (
          <div key={slide.title}>
            <HeroSlide slide={slide} first={index === 0} />
            <SlideArrows
              carousel={carousel}
              index={index}
              previousLabel={t('home.previousSlide')}
              nextLabel={t('home.nextSlide')}
            />
          </div>
        ))}
      </Carousel>
      <CarouselDots carousel={carousel} className="absolute inset-x-0 bottom-2" />
    </section>
  );
}
