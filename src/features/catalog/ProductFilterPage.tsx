import { useLayoutEffect, useMemo } from 'react';
import { formatNumber } from '../../i18n/format';
import { usePreferences } from '../../preferences/PreferencesProvider';
import { isWhole, useProductList } from './useProductList';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useHydrated } from '../../lib/useHydrated';
import { useT } from '../../i18n/useT';
import { CatalogBanner } from './CatalogBanner';
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
      <CatalogBanner category={filters.category} />
      {/*
        The product's 'Showing all N Catagory' (its wording, kept; docs/product.md §2) is ambiguous: N
        here is the number of products the current filters show, the number that changes as a shopper
        filters, while 'Show:' carries the total. Rendered (invisible) before the products arrive, so
        the page below does not jump when they do.
      */}
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
