import { Link } from 'react-router';
import { useT } from '../../i18n/useT';
import { siteUrl } from '../../lib/siteUrl';

/**
 * The banner above the filter page, named by the category. Its produce is a picture in the
 * prerendered HTML, fetched first: the largest thing the first screen shows before any data.
 * On phones it sits faded under the text instead of beside it, at a fixed height: as tall as the
 * banner, it grew with the text when a slow network's HTML painted the banner before its text
 * (layout shift 0.05 in Lighthouse's throttled loads, decision 025).
 */
export function CatalogBanner({ category }: { category: string | null }) {
  const t = useT();
  const title = category ?? t('catalog.allProducts');
  return (
    <section
      aria-labelledby="catalog-title"
      className="relative mt-4 overflow-hidden rounded-box bg-linear-to-r from-emerald-800 to-emerald-500 px-6 py-8 text-white sm:px-10 sm:py-12"
    >
      <img
        src={siteUrl('/images/banners/catalog.svg')}
        alt=""
        width={440}
        height={220}
        fetchPriority="high"
        className="pointer-events-none absolute top-0 right-0 h-44 w-auto max-w-none opacity-30 sm:inset-y-0 sm:h-full sm:opacity-100"
      />
      <div className="relative max-w-xl">
        <nav aria-label={t('catalog.breadcrumb')} className="breadcrumbs p-0 text-sm text-white/85">
          <ul>
            <li>
              <Link to="/">{t('nav.home')}</Link>
            </li>
            <li>
              <Link to={{ search: '' }}>{t('catalog.products')}</Link>
            </li>
            {category && <li aria-current="page">{category}</li>}
          </ul>
        </nav>
        <h1 id="catalog-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {title}
        </h1>
        <p className="mt-2 text-sm text-white/90 sm:text-base">{t('catalog.bannerText')}</p>
      </div>
    </section>
  );
}
