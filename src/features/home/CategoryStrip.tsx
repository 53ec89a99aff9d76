import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { categoriesQuery } from '../../api/categories';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Spinner } from '../../components/Spinner';
import { CATEGORY_STRIP_BREAKPOINTS, itemsPerView, swiperBreakpoints } from '../../lib/breakpoints';
import { categoryHref } from '../frame/layout';
import { SectionHeading } from './SectionHeading';
import { SlideButtons } from './SlideButtons';

const BREAKPOINTS = swiperBreakpoints(CATEGORY_STRIP_BREAKPOINTS);

/** Every category with its picture; each opens the filter page for it. */
export function CategoryStrip() {
  const { data, isPending, isError, error, refetch } = useQuery(categoriesQuery());
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

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
        <Swiper
          modules={[A11y]}
          onSwiper={setSwiper}
          slidesPerView={itemsPerView(0)}
          breakpoints={BREAKPOINTS}
          spaceBetween={12}
        >
          {data.map((category) => (
            <SwiperSlide key={category.id} className="py-1">
              <Link
                to={categoryHref(category.name)}
                className="group flex flex-col items-center gap-2 rounded-box p-1 text-center"
              >
                <span className="flex aspect-square w-full max-w-28 items-center justify-center rounded-full border border-base-300 bg-base-200 p-3 transition group-hover:border-primary group-hover:shadow-md">
                  <img src={category.image} alt="" width={96} height={96} loading="lazy" className="h-full w-full object-contain" />
                </span>
                <span className="text-xs font-semibold leading-tight group-hover:text-primary sm:text-sm">{category.name}</span>
              </Link>
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </section>
  );
}
