import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { SWIPER_THEME } from './swiperTheme';
import { COMPANIES_BREAKPOINTS, itemsPerView, swiperBreakpoints } from '../../lib/breakpoints';
import { COMPANIES } from './companies';
import { CompanyCard } from './CompanyCard';
import { SectionHeading } from './SectionHeading';

/** Spec section 9: companies carousel autoplay every 4000 ms. */
export const COMPANIES_AUTOPLAY_MS = 4000;
const BREAKPOINTS = swiperBreakpoints(COMPANIES_BREAKPOINTS);

/** Seven hard-coded companies: 1 per view, 2 from 640 px, 4 from 1024 px. */
export function PopularCompanies() {
  return (
    <section aria-labelledby="home-companies">
      <SectionHeading
        id="home-companies"
        title="Popular Companies"
        subtitle="Trusted suppliers our shoppers love."
        // The spec's View All does nothing yet.
        action={<button type="button" className="btn btn-outline btn-primary btn-sm">View All</button>}
      />
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        style={SWIPER_THEME}
        className="pb-10!" // Swiper's unlayered CSS beats plain utilities
        pagination={{ clickable: true }}
        slidesPerView={itemsPerView(0, COMPANIES_BREAKPOINTS)}
        breakpoints={BREAKPOINTS}
        spaceBetween={16}
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
    </section>
  );
}
