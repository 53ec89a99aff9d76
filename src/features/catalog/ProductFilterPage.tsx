import { useMemo } from 'react';
import { isWhole, useProductList } from './useProductList';
import type { Product } from '../../contract';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { CatalogBanner } from './CatalogBanner';
import { CatalogResults } from './CatalogResults';
import { CategoryFilter } from './CategoryFilter';
import { countByCategory, filterProducts, type PriceRange } from './filters';
import { FilterSidebar } from './FilterSidebar';
import { PriceRangeFilter } from './PriceRangeFilter';
import { ResultsBar } from './ResultsBar';
import { StockStatusFilter } from './StockStatusFilter';
import { useCatalogFilters } from './useCatalogFilters';

const NO_PRODUCTS: readonly Product[] = [];
const ANY_PRICE: PriceRange = [0, Infinity];

/** /productFilter: banner, counts, "Widget Filters" sidebar and the filtered grid. */
export default function ProductFilterPage() {
  const t = useT();
  usePageTitle(t('title.products'));
  const list = useProductList();
  const all = list.products;
  const complete = isWhole(list);
  // The price range's bounds come from the whole catalog (spec: [0, 1000] until it is in).
  const {
    category,
    stock,
    range,
    currency,
    rangeInUrl,
    limits,
    setRange,
    setStock,
    adoptEarlyInput,
    categorySearch,
    showCategory,
  } = useCatalogFilters(complete ? all : NO_PRODUCTS);
  const counts = useMemo(() => countByCategory(all), [all]);
  // Not deferred (useDeferredValue): the windowed grid renders ~20 cards at
  // any catalog size, and deferring made the grid change a frame later.
  // The first products of a long catalog are not held to the [0, 1000] that
  // stands until it is in: a dearer product would appear in the grid later.
  const activeRange = complete || rangeInUrl ? range : ANY_PRICE;
  const shown = useMemo(
    () => filterProducts(all, { category, range: activeRange, currency, stock }),
    [all, category, stock, activeRange, currency],
  );

  return (
    <main className="mx-auto w-full max-w-[1360px] px-4 pb-16 sm:px-6">
      <CatalogBanner category={category} />
      <ResultsBar shown={shown.length} total={all.length} ready={complete} />
      <div className="mt-4 flex flex-col gap-6 lg:flex-row lg:items-start">
        <FilterSidebar onEarlyInput={adoptEarlyInput}>
          <CategoryFilter
            selected={category}
            counts={complete ? counts : null}
            total={all.length}
            searchFor={categorySearch}
            onFollow={showCategory}
          />
          <PriceRangeFilter range={range} limits={limits} onChange={setRange} />
          <StockStatusFilter value={stock} onChange={setStock} />
        </FilterSidebar>
        <section aria-label={t('catalog.products')} className="min-w-0 flex-1">
          <CatalogResults list={list} products={shown} />
        </section>
      </div>
    </main>
  );
}
