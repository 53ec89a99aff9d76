import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Product } from '../../contract';
import { usePreferences } from '../../preferences/PreferencesProvider';
import {
  activeRange,
  parseFilters,
  priceBounds,
  priceScale,
  rangeParams,
  serializeFilters,
  type FilterState,
  type PriceRange,
  type StockFilter,
} from './filters';
import { useImmediate } from './useImmediate';

/**
 * The filter page's state, read from and written to the URL search params.
 * Slider and input changes replace the history entry (dragging would
 * otherwise leave hundreds of entries); category links push one. Range,
 * stock and the clicked category are echoed locally so the page answers in
 * the click's own render, not in the router's later, interruptible one.
 * The range is in the chosen currency, as the shopper types and reads it.
 */
export function useCatalogFilters(products: readonly Product[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const { currency } = usePreferences();
  const usdBounds = useMemo(() => priceBounds(products), [products]);
  const { bounds, limits } = useMemo(() => priceScale(usdBounds, currency), [usdBounds, currency]);
  const [urlMin, urlMax] = useMemo(
    () => activeRange(filters, currency, bounds, limits),
    [filters, currency, bounds, limits],
  );
  // Same ends, same array: a stock or category change must not look like a
  // new range (dropping the echo and filtering the catalog once more).
  const urlRange = useMemo((): PriceRange => [urlMin, urlMax], [urlMin, urlMax]);
  const [range, showRange] = useImmediate(urlRange);
  const [stock, showStock] = useImmediate(filters.stock);
  const [category, showCategory] = useImmediate(filters.category);

  // Each write carries the latest shown range and stock, so two quick changes
  // made before the router catches up cannot undo each other. The page stays
  // where the shopper is (app/RootLayout.tsx sends a new page to the top).
  const write = (change: Pick<FilterState, 'min' | 'max' | 'currency' | 'stock'>) =>
    setSearchParams((prev) => serializeFilters({ ...parseFilters(prev), ...change }, prev), {
      replace: true,
      preventScrollReset: true,
    });
  const setRange = (next: PriceRange) => {
    showRange(next);
    write({ ...rangeParams(next, bounds, currency), stock });
  };
  const setStock = (next: StockFilter) => {
    showStock(next);
    write({ ...rangeParams(range, bounds, currency), stock: next });
  };
  const categorySearch = useCallback(
    (category: string | null) => `?${serializeFilters({ ...filters, category }, searchParams)}`,
    [filters, searchParams],
  );

  // Until the whole catalog is in, only a range the shopper chose filters (see ProductFilterPage).
  const rangeInUrl = filters.min !== undefined || filters.max !== undefined;

  return {
    category,
    stock,
    range,
    currency,
    rangeInUrl,
    limits,
    setRange,
    setStock,
    categorySearch,
    showCategory,
  };
}
