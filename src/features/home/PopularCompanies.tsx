import { Carousel, CarouselDots, useCarousel } from '../../components/carousel';
import { useLanguage, useT } from '../../i18n/useT';
import { COMPANIES, COMPANIES_AUTOPLAY_MS, COMPANIES_GAP_PX, initials } from './companies';
import { COMPANIES_BREAKPOINTS } from '../../lib/breakpoints';
import { StarRating } from '../../components/StarRating';
import { formatNumber } from '../../i18n/format';
import { SectionHeading } from './SectionHeading';

/** Seven hard-coded companies: 1 per view, 2 from 640 px, 4 from 1024 px; autoplay every 4 s. */
export function PopularCompanies() {
  const t = useT();
  const language = useLanguage();
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
          <article
            key={company.name}
            className="flex h-full flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm"
          >
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full text-lg font-bold text-white"
                style={{ backgroundColor: company.color }}
              >
                {initials(company.name)}
              </span>
              <div className="min-w-0">
                <h3 className="truncate font-bold">{company.name}</h3>
                <div className="flex items-center gap-1 text-sm">
                  <StarRating value={company.rating} />
                  <span className="font-semibold">{formatNumber(company.rating, language)}</span>
                </div>
              </div>
            </div>
            <p className="text-sm text-base-content/70">{t(company.description)}</p>
          </article>
        ))}
      </Carousel>
      <CarouselDots carousel={carousel} className="mt-3" />
    </section>
  );
}
