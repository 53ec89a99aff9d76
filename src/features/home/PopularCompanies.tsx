import { lazy, Suspense, useRef } from 'react';
import { useT } from '../../i18n/useT';
import { COMPANIES_BREAKPOINTS } from '../../lib/breakpoints';
import { COMPANIES, COMPANIES_GAP_PX } from './companies';
import { CompanyCard } from './CompanyCard';
import { SectionHeading } from './SectionHeading';
import { StaticSlides } from './StaticSlides';
import { useNearViewport } from './useNearViewport';

const CompaniesSwiper = lazy(() => import('./CompaniesSwiper'));

/** Seven hard-coded companies: 1 per view, 2 from 640 px, 4 from 1024 px. */
export function PopularCompanies() {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  // Far below the fold: Swiper starts when the shopper scrolls towards it.
  const near = useNearViewport(ref);
  const firstScreen = (
    <div className="pb-10">
      <StaticSlides table={COMPANIES_BREAKPOINTS} gap={COMPANIES_GAP_PX}>
        {COMPANIES.map((company) => <CompanyCard key={company.name} company={company} />)}
      </StaticSlides>
    </div>
  );
  return (
    <section ref={ref} aria-labelledby="home-companies">
      <SectionHeading
        id="home-companies"
        title={t('home.popularCompanies')}
        subtitle={t('home.popularCompaniesSubtitle')}
        // The spec's View All does nothing yet.
        action={<button type="button" className="btn btn-outline btn-primary btn-sm">{t('home.viewAll')}</button>}
      />
      {/* pb-10 leaves the room Swiper's bullets take, so the swap moves nothing. */}
      {near ? (
        <Suspense fallback={firstScreen}>
          <CompaniesSwiper />
        </Suspense>
      ) : (
        firstScreen
      )}
    </section>
  );
}
