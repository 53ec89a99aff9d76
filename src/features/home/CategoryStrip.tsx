import { useCategories } from '../catalog';
import { Carousel, CarouselArrows, useCarousel } from '../../components/carousel';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Spinner } from '../../components/Spinner';
import { CATEGORY_STRIP_BREAKPOINTS } from '../../lib/breakpoints';
import { useT } from '../../i18n/useT';
import { CategoryTile } from './CategoryTile';
import { SectionHeading } from './SectionHeading';

/**
 * Every category with its picture; each opens the filter page for it. Items
 * per view, docs/product.md §9: 4, 5 from 480 px, 6 from 768, 7 from 1024, 9
 * from 1280 (CATEGORY_STRIP_BREAKPOINTS, checked at six widths by
 * e2e/storefront/home.spec.ts); 12 px apart.
 */
export function CategoryStrip() {
  const t = useT();
  const categories = useCategories();
  const { data, isPending } = categories;
  const carousel = useCarousel({ count: data?.length ?? 0, perView: CATEGORY_STRIP_BREAKPOINTS, gap: 12 });
  return (
    <section aria-labelledby="home-categories">
      <SectionHeading
        id="home-categories"
        title={t('home.shopByCategory')}
        action={
          data &&
          data.length > 0 && (
            <CarouselArrows
              carousel={carousel}
              previousLabel={t('home.previousCategories')}
              nextLabel={t('home.nextCategories')}
              variant="inline"
            />
          )
        }
      />
      {isPending && <Spinner label={t('frame.loadingCategories')} />}
      {categories.isError && (
        <ErrorMessage error={categories.error} onRetry={categories.retry} retrying={categories.retrying} />
      )}
      {data?.length === 0 && <p className="text-base-content/70">{t('frame.noCategories')}</p>}
      {data && data.length > 0 && (
        <Carousel carousel={carousel} label={t('nav.categories')} slideClassName="py-1">
          {data.map((category) => (
            <CategoryTile key={category.id} category={category} />
          ))}
        </Carousel>
      )}
    </section>
  );
}
