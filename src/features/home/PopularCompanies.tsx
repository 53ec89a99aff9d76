import { Carousel, CarouselDots, useCarousel } from '../../components/carousel';
import { COMPANIES_BREAKPOINTS } from '../../lib/breakpoints';
import { COMPANIES, COMPANIES_AUTOPLAY_MS, COMPANIES_GAP_PX } from './companies';
import { CompanyCard } from './CompanyCard';
import { SectionHeading } from './SectionHeading';

/** Seven hard-coded companies: 1 per view, 2 from 640 px, 4 from 1024 px; autoplay every 4 s. */
export function PopularCompanies() {
  const carousel = useCarousel({
    count: COMPANIES.length,
    perView: COMPANIES_BREAKPOINTS,
    gap: COMPANIES_GAP_PX,
    autoplayMs: COMPANIES_AUTOPLAY_MS,
  });
  return (
    <section aria-labelledby="home-companies">
      <SectionHeading
        id="home-companies"
        title="Popular Companies"
        subtitle="Trusted suppliers our shoppers love."
        // The spec's View All does nothing yet.
        action={<button type="button" className="btn btn-outline btn-primary btn-sm">View All</button>}
      />
      <Carousel carousel={carousel} label="Companies">
        {COMPANIES.map((company) => <CompanyCard key={company.name} company={company} />)}
      </Carousel>
      <CarouselDots carousel={carousel} className="mt-3" />
    </section>
  );
}
