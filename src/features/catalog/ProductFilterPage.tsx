import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { productsQuery } from '../../api/products';
import type { Product } from '../../contract';
import { CatalogBanner } from './CatalogBanner';
import { CatalogResults } from './CatalogResults';
import { CategoryFilter } from './CategoryFilter';
import { countByCategory, filterProducts } from './filters';
import { FilterSidebar } from './FilterSidebar';
import { PriceRangeFilter } from './PriceRangeFilter';
import { ResultsBar } from './ResultsBar';
import { StockStatusFilter } from './StockStatusFilter';
import { useCatalogFilters } from './useCatalogFilters';

const NO_PRODUCTS: Product[] = [];

/** /productFilter: banner, counts, "Widget Filters" sidebar and the filtered grid. */
export default function ProductFilterPage() {
  useEffect(() => {
    document.title = 'Products';
  }, []);
  const products = useQuery(productsQuery());
  const all = products.data ?? NO_PRODUCTS;
  const { category, stock, range, limits, setRange, setStock, categorySearch, showCategory } =
    useCatalogFilters(all);
  const counts = useMemo(() => countByCategory(all), [all]);
  // Not deferred (useDeferredValue): the windowed grid renders ~20 cards at
  // any catalog size, and deferring made the grid change a frame later.
  const shown = useMemo(
    () => filterProducts(all, { category, range, stock }),
    [all, category, stock, range],
  );

  return (
    <main className="mx-auto w-full max-w-[1360px] px-4 pb-16 sm:px-6">
      <CatalogBanner category={category} />
      <ResultsBar shown={shown.length} total={all.length} ready={products.isSuccess} />
      <div className="mt-4 flex flex-col gap-6 lg:flex-row lg:items-start">
        <FilterSidebar>
          <CategoryFilter
            selected={category}
            counts={products.isSuccess ? counts : null}
            total={all.length}
            searchFor={categorySearch}
            onFollow={showCategory}
          />
          <PriceRangeFilter range={range} limits={limits} onChange={setRange} />
          <StockStatusFilter value={stock} onChange={setStock} />
        </FilterSidebar>
        <section aria-label="Products" className="min-w-0 flex-1">
          <CatalogResults query={products} products={shown} />
        </section>
      </div>
    </main>
  );
}
