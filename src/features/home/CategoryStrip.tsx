import { useQuery } from '@tanstack/react-query';
import { categoriesQuery } from '../../api/categories';
import { Carousel, CarouselArrows, useCarousel } from '../../components/carousel';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Spinner } from '../../components/Spinner';
import { CATEGORY_STRIP_BREAKPOINTS } from '../../lib/breakpoints';
import { CategoryTile } from './CategoryTile';
import { SectionHeading } from './SectionHeading';

/**
 * Every category with its picture; each opens the filter page for it. Items
 * per view, spec section 9: 4, 5 from 480 px, 6 from 768, 7 from 1024, 9
 * from 1280 (CATEGORY_STRIP_BREAKPOINTS, checked at six widths by
 * e2e/storefront/home.spec.ts); 12 px apart.
 */
export function CategoryStrip() {
  const { data, isPending, isError, error, refetch } = useQuery(categoriesQuery());
  const carousel = useCarousel({ count: data?.length ?? 0, perView: CATEGORY_STRIP_BREAKPOINTS, gap: 12 });
  return (
    <section aria-labelledby="home-categories">
      <SectionHeading
        id="home-categories"
        title="Shop by Category"
        action={data && data.length > 0 && <CarouselArrows carousel={carousel} what="categories" variant="inline" />}
      />
      {isPending && <Spinner label="Loading categories" />}
      {isError && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data?.length === 0 && <p className="text-base-content/70">No categories yet.</p>}
      {data && data.length > 0 && (
        <Carousel carousel={carousel} label="Categories" slideClassName="py-1">
          {data.map((category) => <CategoryTile key={category.id} category={category} />)}
        </Carousel>
      )}
    </section>
  );
}
