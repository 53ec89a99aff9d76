import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Product } from '../../contract';
import {
  activeRange,
  parseFilters,
  priceBounds,
  priceCeiling,
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
 */
export function useCatalogFilters(products: readonly Product[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const bounds = useMemo(() => priceBounds(products), [products]);
  const limits = useMemo((): PriceRange => [0, priceCeiling(bounds)], [bounds]);
  const [urlMin, urlMax] = useMemo(() => activeRange(filters, bounds), [filters, bounds]);
  // Same ends, same array: a stock or category change must not look like a
  // new range (dropping the echo and filtering the catalog once more).
  const urlRange = useMemo((): PriceRange => [urlMin, urlMax], [urlMin, urlMax]);
  const [range, showRange] = useImmediate(urlRange);
  const [stock, showStock] = useImmediate(filters.stock);
  const [category, showCategory] = useImmediate(filters.category);

  // Each write carries the latest shown range and stock, so two quick changes
  // made before the router catches up cannot undo each other.
  const write = (change: Pick<FilterState, 'min' | 'max' | 'stock'>) =>
    setSearchParams((prev) => serializeFilters({ ...parseFilters(prev), ...change }, prev), { replace: true });
  const setRange = (next: PriceRange) => {
    showRange(next);
    write({ ...rangeParams(next, bounds), stock });
  };
  const setStock = (next: StockFilter) => {
    showStock(next);
    write({ ...rangeParams(range, bounds), stock: next });
  };
  const categorySearch = useCallback(
    (category: string | null) => `?${serializeFilters({ ...filters, category }, searchParams)}`,
    [filters, searchParams],
  );

  // Until the whole catalog is in, only a range the shopper chose filters (see ProductFilterPage).
  const rangeInUrl = filters.min !== undefined || filters.max !== undefined;

  return { category, stock, range, rangeInUrl, limits, setRange, setStock, categorySearch, showCategory };
}
