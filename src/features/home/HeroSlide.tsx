import { useT } from '../../i18n/useT';
import { usePreferences } from '../../preferences/PreferencesProvider';
import type { HomeSlide } from './slides';
import { siteUrl } from '../../lib/siteUrl';

/**
 * One hero slide. From lg up the text sits over the pale left part of the
 * illustration; on smaller screens it sits below the picture. The first
 * slide's image is the page's largest paint, so only later slides load lazily.
 */
export function HeroSlide({ slide, first }: { slide: HomeSlide; first: boolean }) {
  const t = useT();
  const { price } = usePreferences();
  return (
    <div className="relative overflow-hidden rounded-box bg-[#eef7ea] text-slate-900">
      <img
        src={siteUrl(slide.image)}
        alt={t(slide.alt)}
        width={1200}
        height={500}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        className="h-44 w-full object-cover object-right sm:h-64 md:h-72 lg:h-auto lg:object-center"
      />
      <div className="flex flex-col items-start gap-3 px-5 pt-4 pb-12 sm:px-8 lg:absolute lg:inset-y-0 lg:left-0 lg:w-[52%] lg:justify-center lg:gap-4 lg:pb-10 lg:pl-16 xl:pl-20">
        <h2 className="text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl lg:text-4xl xl:text-5xl">
          {t(slide.title)}
        </h2>
        <p className="max-w-md text-sm text-slate-700 sm:text-base xl:text-lg">{t(slide.description)}</p>
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
  );
}
