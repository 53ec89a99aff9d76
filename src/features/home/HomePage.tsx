import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { BRAND_NAME } from '../../lib/brand';
import { CONTAINER } from '../frame';
import { BestSellers } from './BestSellers';
import { CategoryProducts } from './CategoryProducts';
import { CategoryStrip } from './CategoryStrip';
import { HeroCarousel } from './HeroCarousel';
import { PopularCompanies } from './PopularCompanies';
import { WeeklyOffers } from './WeeklyOffers';

/** The home page (docs/product.md §2): one component per section. */
export default function HomePage() {
  const t = useT();
  usePageTitle(t('title.home'));
  return (
    <main className={`${CONTAINER} space-y-12 py-6 sm:space-y-16`}>
      <h1 className="sr-only">{t('home.heading', { brand: BRAND_NAME })}</h1>
      <HeroCarousel />
      <CategoryStrip />
      <WeeklyOffers />
      <CategoryProducts />
      <BestSellers />
      <PopularCompanies />
    </main>
  );
}
