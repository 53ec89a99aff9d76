import { lazy, Suspense } from 'react';
import { HeroSlide } from './HeroSlide';
import { HOME_SLIDES } from './slides';

const HeroSwiper = lazy(() => import('./HeroSwiper'));

/**
 * The home carousel. Its first slide is the page's largest paint, so it
 * renders at once, without waiting for Swiper; the carousel replaces it in place.
 */
export function HeroCarousel() {
  return (
    <section aria-label="Featured offers" aria-roledescription="carousel">
      <Suspense fallback={<HeroSlide slide={HOME_SLIDES[0]!} first />}>
        <HeroSwiper />
      </Suspense>
    </section>
  );
}
