import { useLayoutEffect, useMemo } from 'react';
import { formatNumber } from '../../i18n/format';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { isWhole, useProductList } from './useProductList';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useHydrated } from '../../lib/useHydrated';
import { useT } from '../../i18n/useT';
import { Link } from 'react-router';
import { siteUrl } from '../../lib/siteUrl';
import { CatalogResults } from './CatalogResults';
import { CategoryFilter } from './CategoryFilter';
import { countByCategory, type StockFilter } from './filters';
import { FilterSidebar } from './FilterSidebar';
import { PriceRangeFilter } from './PriceRangeFilter';
import { useCatalogFilters } from './useCatalogFilters';

const STOCK_OPTIONS: { value: StockFilter; labelKey: string }[] = [
  { value: 'all', labelKey: 'catalog.all' },
  { value: 'in', labelKey: 'stock.stockIn' },
  { value: 'out', labelKey: 'stock.stockOut' },
];

/** /productFilter: banner, counts, "Widget Filters" sidebar and the filtered grid. */
export default function ProductFilterPage() {
  const t = useT();
  const { language } = usePreferences();
  usePageTitle(t('title.products'));
  const list = useProductList();
  const complete = isWhole(list);
  const filters = useCatalogFilters(list);
  const counts = useMemo(() => countByCategory(list.products), [list.products]);
  // The URL's filters now apply to the grid (useCatalogFilters): it no longer waits (index.html).
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (hydrated) delete document.documentElement.dataset.filtered;
  }, [hydrated]);

  return (
    <main className="mx-auto w-full max-w-[1360px] px-4 pb-16 sm:px-6">
      {/* The banner's picture is in the prerendered HTML, fetched first; on phones it sits faded under
          the text at a fixed height, so late text does not shift layout (decision 033). */}
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
              {filters.category && <li aria-current="page">{filters.category}</li>}
            </ul>
          </nav>
          <h1 id="catalog-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {filters.category ?? t('catalog.allProducts')}
          </h1>
          <p className="mt-2 text-sm text-white/90 sm:text-base">{t('catalog.bannerText')}</p>
        </div>
      </section>
      {/* 'Showing all N Catagory' (wording kept, docs/product.md §2): N is the filtered count, 'Show:'
          the total. Rendered invisible before the products arrive, so the page does not jump. */}
      <div
        aria-hidden={!complete}
        className={`my-4 flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-200 px-4 py-3 text-sm ${complete ? '' : 'invisible'}`}
      >
        <p aria-live="polite">
          {t('catalog.showingBefore')}{' '}
          <span className="font-bold text-primary">{formatNumber(filters.shown.length, language)}</span>{' '}
          {t('catalog.showingAfter')}
        </p>
        <p>
          {t('catalog.show')}{' '}
          <span className="font-bold">{formatNumber(list.products.length, language)}</span>
        </p>
      </div>
      <div className="mt-4 flex flex-col gap-6 lg:flex-row lg:items-start">
        <FilterSidebar onEarlyInput={filters.adoptEarlyInput}>
          <CategoryFilter
            selected={filters.category}
            counts={complete ? counts : null}
            total={list.products.length}
            searchFor={filters.categorySearch}
            onFollow={filters.showCategory}
          />
          <PriceRangeFilter range={filters.range} limits={filters.limits} onChange={filters.setRange} />
          {/* The Stock Status radio group of docs/product.md §2: the `stock` parameter of the filter form. */}
          <fieldset>
            <legend className="mb-3 text-sm font-semibold">{t('catalog.stockStatus')}</legend>
            <div className="space-y-2">
              {STOCK_OPTIONS.map((option) => (
                <label key={option.value} className="flex cursor-pointer items-center gap-3 text-sm">
                  <input
                    type="radio"
                    name="stock"
                    value={option.value}
                    checked={filters.stock === option.value}
                    onChange={() => filters.setStock(option.value)}
                    className="radio radio-primary radio-sm"
                  />
                  {t(option.labelKey)}
                </label>
              ))}
            </div>
          </fieldset>
        </FilterSidebar>
        <section aria-label={t('catalog.products')} data-catalog-grid className="min-w-0 flex-1">
          <CatalogResults list={list} products={filters.shown} />
        </section>
      </div>
    </main>
  );
}
