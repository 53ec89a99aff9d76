import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { COMPANIES_BREAKPOINTS, itemsPerView, swiperBreakpoints } from '../../lib/breakpoints';
import { COMPANIES, COMPANIES_AUTOPLAY_MS, COMPANIES_GAP_PX } from './companies';
import { CompanyCard } from './CompanyCard';
import { SWIPER_THEME } from './swiperTheme';

const BREAKPOINTS = swiperBreakpoints(COMPANIES_BREAKPOINTS);

export default function CompaniesSwiper() {
  return (
    <Swiper
      modules={[Autoplay, Pagination, A11y]}
      style={SWIPER_THEME}
      className="pb-10!" // Swiper's unlayered CSS beats plain utilities
      pagination={{ clickable: true }}
      slidesPerView={itemsPerView(0, COMPANIES_BREAKPOINTS)}
      breakpoints={BREAKPOINTS}
      spaceBetween={COMPANIES_GAP_PX}
      loop
      autoplay={{ delay: COMPANIES_AUTOPLAY_MS }}
    >
      {COMPANIES.map((company) => (
        // h-auto! so cards share the row's height; Swiper's own CSS is unlayered and beats plain utilities.
        <SwiperSlide key={company.name} className="h-auto!">
          <CompanyCard company={company} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
