import { Link } from 'react-router';
import { useT } from '../../i18n/useT';

/** The banner above the filter page: drawn inline (no remote images), named by the category. */
export function CatalogBanner({ category }: { category: string | null }) {
  const t = useT();
  const title = category ?? t('catalog.allProducts');
  return (
    <section
      aria-labelledby="catalog-title"
      className="relative mt-4 overflow-hidden rounded-box bg-linear-to-r from-emerald-800 to-emerald-500 px-6 py-8 text-white sm:px-10 sm:py-12"
    >
      <BannerArt />
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

/** Decorative produce on the right of the banner; left out on phones, where it would sit under the text. */
function BannerArt() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 -10 440 220"
      preserveAspectRatio="xMaxYMid meet"
      className="pointer-events-none absolute inset-y-0 right-0 hidden h-full w-auto sm:block"
    >
      <circle cx="330" cy="100" r="120" fill="#ffffff" fillOpacity="0.08" />
      <circle cx="330" cy="100" r="82" fill="#ffffff" fillOpacity="0.08" />
      {/* leafy greens */}
      <path d="M196 176c-8-46 16-86 58-98 6 44-16 84-58 98z" fill="#4ade80" />
      <path d="M200 172c10-30 26-52 50-86" stroke="#166534" strokeWidth="3" fill="none" strokeLinecap="round" />
      {/* orange */}
      <circle cx="272" cy="140" r="40" fill="#fb923c" />
      <circle cx="260" cy="128" r="8" fill="#ffffff" fillOpacity="0.35" />
      <path d="M272 100c6-12 18-18 30-16-6 12-16 18-30 16z" fill="#22c55e" />
      {/* apple */}
      <path d="M352 84c18-14 50-6 50 30 0 34-24 58-44 58-8 0-10-4-18-4s-10 4-18 4c-20 0-44-24-44-58 0-36 32-44 50-30 8 6 16 6 24 0z" fill="#ef4444" />
      <path d="M340 82c0-14 6-24 16-30" stroke="#713f12" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M344 66c10-10 24-10 32-2-10 8-22 8-32 2z" fill="#22c55e" />
      {/* banana */}
      <path d="M300 192c40 8 86-6 108-42 4 10 0 22-8 32-26 30-70 36-104 22z" fill="#facc15" />
    </svg>
  );
}
