import { Carousel, CarouselArrows, CarouselDots, useCarousel } from '../../components/carousel';
import { useT } from '../../i18n/useT';
import { HeroSlide } from './HeroSlide';
import { HERO_AUTOPLAY_MS, HOME_SLIDES } from './slides';

/**
 * The home carousel (spec section 2): arrows from lg up, clickable bullets,
 * wheel and keyboard, autoplay every 5 s that goes on after the shopper
 * interacts. The first slide is the page's largest paint and renders with the page.
 */
export function HeroCarousel() {
  const t = useT();
  const carousel = useCarousel({ count: HOME_SLIDES.length, autoplayMs: HERO_AUTOPLAY_MS });
  return (
    <section aria-label={t('home.featuredOffers')} className="relative">
      <Carousel carousel={carousel} label={t('home.slides')} className="rounded-box">
        {HOME_SLIDES.map((slide, index) => (
          <HeroSlide key={slide.title} slide={slide} first={index === 0} />
        ))}
      </Carousel>
      <CarouselArrows
        carousel={carousel}
        previousLabel={t('home.previousSlide')}
        nextLabel={t('home.nextSlide')}
        variant="overlay"
      />
      <CarouselDots carousel={carousel} className="absolute inset-x-0 bottom-2" />
    </section>
  );
}
