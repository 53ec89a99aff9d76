import { Carousel, CarouselDots, useCarousel } from '../../components/carousel';
import { useT } from '../../i18n/useT';
import { COMPANIES_BREAKPOINTS } from '../../lib/breakpoints';
import { COMPANIES, COMPANIES_AUTOPLAY_MS, COMPANIES_GAP_PX } from './companies';
import { CompanyCard } from './CompanyCard';
import { SectionHeading } from './SectionHeading';

/** Seven hard-coded companies: 1 per view, 2 from 640 px, 4 from 1024 px; autoplay every 4 s. */
export function PopularCompanies() {
  const t = useT();
  const carousel = useCarousel({
    count: COMPANIES.length,
    perView: COMPANIES_BREAKPOINTS,
    gap: COMPANIES_GAP_PX,
    autoplayMs: COMPANIES_AUTOPLAY_MS,
  });
  return (
    <section aria-labelledby="home-companies" className="render-when-visible">
      <SectionHeading
        id="home-companies"
        title={t('home.popularCompanies')}
        subtitle={t('home.popularCompaniesSubtitle')}
        // View All does nothing yet (docs/product.md §10).
        action={
          <button type="button" className="btn btn-outline btn-primary btn-sm">
            {t('home.viewAll')}
          </button>
        }
      />
      <Carousel carousel={carousel} label={t('home.companies')}>
        {COMPANIES.map((company) => (
          <CompanyCard key={company.name} company={company} />
        ))}
      </Carousel>
      <CarouselDots carousel={carousel} className="mt-3" />
    </section>
  );
}
