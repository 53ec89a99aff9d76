import { useLayoutEffect, useMemo } from 'react';
import { isWhole, useProductList } from './useProductList';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useHydrated } from '../../lib/useHydrated';
import { useT } from '../../i18n/useT';
import { CatalogBanner } from './CatalogBanner';
import { CatalogResults } from './CatalogResults';
import { CategoryFilter } from './CategoryFilter';
import { countByCategory } from './filters';
import { FilterSidebar } from './FilterSidebar';
import { PriceRangeFilter } from './PriceRangeFilter';
import { ResultsBar } from './ResultsBar';
import { StockStatusFilter } from './StockStatusFilter';
import { useCatalogFilters } from './useCatalogFilters';

/** /productFilter: banner, counts, "Widget Filters" sidebar and the filtered grid. */
export default function ProductFilterPage() {
  const t = useT();
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
      <ResultsBar shown={filters.shown.length} total={list.products.length} ready={complete} />
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
          <StockStatusFilter value={filters.stock} onChange={filters.setStock} />
        </FilterSidebar>
        <section aria-label={t('catalog.products')} data-catalog-grid className="min-w-0 flex-1">
          <CatalogResults list={list} products={filters.shown} />
        </section>
      </div>
    </main>
  );
}
