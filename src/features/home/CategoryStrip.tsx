import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { categoriesQuery } from '../../api/categories';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Spinner } from '../../components/Spinner';
import { CATEGORY_STRIP_BREAKPOINTS } from '../../lib/breakpoints';
import { CATEGORY_GAP_PX, CATEGORY_SLIDE_CLASS } from './categoryStripLayout';
import { CategoryTile } from './CategoryTile';
import { SectionHeading } from './SectionHeading';
import { SlideButtons } from './SlideButtons';
import { StaticSlides } from './StaticSlides';

const CategorySwiper = lazy(() => import('./CategorySwiper'));

/** Every category with its picture; each opens the filter page for it. */
export function CategoryStrip() {
  const { data, isPending, isError, error, refetch } = useQuery(categoriesQuery());
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const firstScreen = (
    <StaticSlides table={CATEGORY_STRIP_BREAKPOINTS} gap={CATEGORY_GAP_PX} slideClassName={CATEGORY_SLIDE_CLASS}>
      {data?.map((category) => <CategoryTile key={category.id} category={category} />)}
    </StaticSlides>
  );

  return (
    <section aria-labelledby="home-categories">
      <SectionHeading
        id="home-categories"
        title="Shop by Category"
        action={data && data.length > 0 && <SlideButtons swiper={swiper} what="categories" />}
      />
      {isPending && <Spinner label="Loading categories" />}
      {isError && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data?.length === 0 && <p className="text-base-content/70">No categories yet.</p>}
      {data && data.length > 0 && (
        <Suspense fallback={firstScreen}>
          <CategorySwiper categories={data} onSwiper={setSwiper} />
        </Suspense>
      )}
    </section>
  );
}
