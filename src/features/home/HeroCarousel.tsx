import { Carousel, CarouselDots, SlideArrows, useCarousel } from '../../components/carousel';
import { useT } from '../../i18n/useT';
import { siteUrl } from '../../lib/siteUrl';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { HERO_AUTOPLAY_MS, HOME_SLIDES } from './slides';

const slideId = (index: number) => `hero-slide-${index + 1}`;

/**
 * The home carousel (docs/product.md §2). Arrows and bullets are links to the slides, working before
 * the app's scripts. The first slide's image is the page's largest paint: only later ones load lazily.
 */
export function HeroCarousel() {
  const t = useT();
  const { price } = usePreferences();
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
            <div className="relative overflow-hidden rounded-box bg-[#eef7ea] text-slate-900">
              <img
                src={siteUrl(slide.image)}
                alt={t(slide.alt)}
                width={1200}
                height={500}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                className="h-44 w-full object-cover object-right sm:h-64 md:h-72 lg:h-auto lg:object-center"
              />
              <div className="flex flex-col items-start gap-3 px-5 pt-4 pb-12 sm:px-8 lg:absolute lg:inset-y-0 lg:left-0 lg:w-[52%] lg:justify-center lg:gap-4 lg:pb-10 lg:pl-16 xl:pl-20">
                <h2 className="text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl lg:text-4xl xl:text-5xl">
                  {t(slide.title)}
                </h2>
                <p className="max-w-md text-sm text-slate-700 sm:text-base xl:text-lg">
                  {t(slide.description)}
                </p>
                <p className="flex items-baseline gap-3">
                  <s className="text-base text-slate-600 xl:text-lg">
                    <span className="sr-only">{t('product.originalPriceLabel')} </span>
                    {price(slide.price)}
                  </s>
                  <span className="text-2xl font-bold text-green-700 xl:text-3xl">
                    <span className="sr-only">{t('home.now')} </span>
                    {price(slide.discountPrice)}
                  </span>
                </p>
                {/* Shop Now does nothing yet (docs/product.md §10). */}
                <button
                  type="button"
                  className="btn border-0 bg-green-700 text-white shadow-md hover:bg-green-800 xl:btn-lg"
                >
                  {t('home.shopNow')}
                </button>
              </div>
            </div>
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
