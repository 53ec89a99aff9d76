import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { BRAND_NAME } from '../../lib/brand';
import { CONTAINER } from '../frame';
import { BestSellers } from './BestSellers';
import { CategoryProducts } from './CategoryProducts';
import { CategoryStrip } from './CategoryStrip';
import { HeroCarousel } from './HeroCarousel';
import { PopularCompanies } from './PopularCompanies';
import { SectionHeading } from './SectionHeading';
import { siteUrl } from '../../lib/siteUrl';

/** `title`, `text` and `alt` are message keys (src/i18n/locales). */
interface WeeklyOffer {
  title: string;
  text: string;
  image: string;
  alt: string;
  tint: string;
}

const OFFERS: readonly WeeklyOffer[] = [
  {
    title: 'weekly.vegetables.title',
    text: 'weekly.vegetables.text',
    image: '/images/banners/weekly1.svg',
    alt: 'weekly.vegetables.alt',
    tint: 'bg-[#e3f4dc]',
  },
  {
    title: 'weekly.dairy.title',
    text: 'weekly.dairy.text',
    image: '/images/banners/weekly2.svg',
    alt: 'weekly.dairy.alt',
    tint: 'bg-[#fdebd3]',
  },
];

/** The home page (docs/product.md §2): one component per section. */
export default function HomePage() {
  const t = useT();
  usePageTitle(t('title.home'));
  return (
    <main className={`${CONTAINER} space-y-12 py-6 sm:space-y-16`}>
      <h1 className="sr-only">{t('home.heading', { brand: BRAND_NAME })}</h1>
      <HeroCarousel />
      <CategoryStrip />
      {/* Two static promo banners: an 'Only This Week' badge and a Shop Now that does nothing. */}
      <section aria-labelledby="home-weekly">
        <SectionHeading id="home-weekly" title={t('home.weeklyOffers')} />
        <div className="grid gap-4 md:grid-cols-2">
          {OFFERS.map((offer) => (
            <article
              key={offer.title}
              className={`relative flex min-h-52 overflow-hidden rounded-box ${offer.tint} text-slate-900`}
            >
              <img
                src={siteUrl(offer.image)}
                alt={t(offer.alt)}
                width={300}
                height={300}
                loading="lazy"
                className="absolute inset-y-0 right-0 h-full w-[45%] object-cover object-center"
              />
              <div className="relative flex w-[58%] flex-col items-start gap-2 p-5 sm:w-1/2 sm:p-7">
                <span className="badge badge-warning badge-sm font-semibold">{t('home.onlyThisWeek')}</span>
                <h3 className="text-lg font-bold leading-snug sm:text-2xl">{t(offer.title)}</h3>
                <p className="text-sm text-slate-700">{t(offer.text)}</p>
                <button
                  type="button"
                  className="btn btn-sm mt-auto border-0 bg-slate-900 text-white hover:bg-slate-700"
                >
                  {t('home.shopNow')}
                </button>
              </div>
            </article>
          ))}
        </div>
      </section>
      <CategoryProducts />
      <BestSellers />
      <PopularCompanies />
    </main>
  );
}
