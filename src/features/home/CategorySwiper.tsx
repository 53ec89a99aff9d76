import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { Category } from '../../contract';
import { CATEGORY_STRIP_BREAKPOINTS, itemsPerView, swiperBreakpoints } from '../../lib/breakpoints';
import { CategoryTile } from './CategoryTile';
import { CATEGORY_GAP_PX, CATEGORY_SLIDE_CLASS } from './categoryStripLayout';

const BREAKPOINTS = swiperBreakpoints(CATEGORY_STRIP_BREAKPOINTS);

interface CategorySwiperProps {
  categories: readonly Category[];
  /** Hands the instance to the heading's arrow buttons. */
  onSwiper: (swiper: SwiperInstance) => void;
}

export default function CategorySwiper({ categories, onSwiper }: CategorySwiperProps) {
  return (
    <Swiper
      modules={[A11y]}
      onSwiper={onSwiper}
      slidesPerView={itemsPerView(0)}
      breakpoints={BREAKPOINTS}
      spaceBetween={CATEGORY_GAP_PX}
    >
      {categories.map((category) => (
        <SwiperSlide key={category.id} className={CATEGORY_SLIDE_CLASS}>
          <CategoryTile category={category} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
