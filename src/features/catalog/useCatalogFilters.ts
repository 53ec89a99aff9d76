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
 * otherwise leave hundreds of entries); category links push one. Range and
 * stock are echoed locally so the controls follow the pointer at once.
 */
export function useCatalogFilters(products: readonly Product[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const bounds = useMemo(() => priceBounds(products), [products]);
  const limits = useMemo((): PriceRange => [0, priceCeiling(bounds)], [bounds]);
  const urlRange = useMemo(() => activeRange(filters, bounds), [filters, bounds]);
  const [range, showRange] = useImmediate(urlRange);
  const [stock, showStock] = useImmediate(filters.stock);

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

  return { category: filters.category, stock, range, limits, setRange, setStock, categorySearch };
}
