import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Product } from '../../contract';
import { useHydrated } from '../../lib/useHydrated';
import { usePreferences } from '../../preferences/PreferencesProvider';
import {
  activeRange,
  filterProducts,
  parseFilters,
  priceBounds,
  priceScale,
  rangeParams,
  serializeFilters,
  type FilterState,
  type PriceRange,
  type StockFilter,
  withLower,
  withUpper,
} from './filters';
import { parseTypedAmount, roundTyped } from '../../lib/typedAmount';
import { useImmediate } from './useImmediate';
import { isWhole, type ProductList } from './useProductList';

const NO_PARAMS = new URLSearchParams();
const NO_PRODUCTS: readonly Product[] = [];
const ANY_PRICE: PriceRange = [0, Infinity];

/**
 * The filter page's state in the URL. Range and stock changes replace the history entry (a drag would
 * leave hundreds); category links push one. Range, stock and category are echoed locally so the page
 * answers in the click's own render, not the router's later one. The range is in the chosen currency.
 */
export function useCatalogFilters(list: ProductList) {
  const complete = isWhole(list);
  // The price range's bounds come from the whole catalog (spec: [0, 1000] until it is in).
  const products = complete ? list.products : NO_PRODUCTS;
  const [urlParams, setSearchParams] = useSearchParams();
  // The prerendered page has no query: adopted with the HTML, it applies the URL's once hydrated.
  const hydrated = useHydrated();
  const searchParams = hydrated ? urlParams : NO_PARAMS;
  // The filter form, sent before the app ran, writes every field: rewrite it to the app's canonical URL.
  useEffect(() => {
    if (!hydrated) return;
    const canonical = serializeFilters(parseFilters(urlParams), urlParams);
    if (canonical.toString() !== urlParams.toString()) setSearchParams(canonical, { replace: true });
  }, [hydrated, urlParams, setSearchParams]);
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const { currency, language } = usePreferences();
  const usdBounds = useMemo(() => priceBounds(products), [products]);
  const { bounds, limits } = useMemo(() => priceScale(usdBounds, currency), [usdBounds, currency]);
  const [urlMin, urlMax] = useMemo(
    () => activeRange(filters, currency, bounds, limits),
    [filters, currency, bounds, limits],
  );
  // Same ends, same array: a stock or category change must not look like a new range.
  const urlRange = useMemo((): PriceRange => [urlMin, urlMax], [urlMin, urlMax]);
  const [range, showRange] = useImmediate(urlRange);
  const [stock, showStock] = useImmediate(filters.stock);
  const [category, showCategory] = useImmediate(filters.category);

  // Each write carries the latest shown range and stock, so two quick changes cannot undo each other.
  // preventScrollReset: app/RootLayout.tsx sends a new page to the top.
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
  /** The filter form's fields changed before the app ran (FilterSidebar), applied in one change. */
  const adoptEarlyInput = (changed: HTMLInputElement[]) => {
    const field = (name: string) => changed.find((control) => control.name === name)?.value;
    const typed = (text: string | undefined) => {
      const amount = text === undefined ? undefined : parseTypedAmount(text, language);
      return amount === undefined ? undefined : roundTyped(amount, currency);
    };
    let nextRange = range;
    const min = typed(field('min'));
    const max = typed(field('max'));
    if (min !== undefined) nextRange = withLower(nextRange, min, limits);
    if (max !== undefined) nextRange = withUpper(nextRange, max, limits);
    const nextStock = parseFilters(new URLSearchParams({ stock: field('stock') ?? stock })).stock;
    showRange(nextRange);
    showStock(nextStock);
    write({ ...rangeParams(nextRange, bounds, currency), stock: nextStock });
  };
  const categorySearch = useCallback(
    (category: string | null) => `?${serializeFilters({ ...filters, category }, searchParams)}`,
    [filters, searchParams],
  );

  // Until the catalog is whole, only a range the shopper chose filters (not the interim [0, 1000]).
  const rangeInUrl = filters.min !== undefined || filters.max !== undefined;
  const shownRange = complete || rangeInUrl ? range : ANY_PRICE;
  // Not deferred (useDeferredValue): the windowed grid is small, and deferring lags the grid a frame.
  const shown = useMemo(
    () => filterProducts(list.products, { category, range: shownRange, currency, stock }),
    [list.products, category, stock, shownRange, currency],
  );

  return {
    /** The products these filters let through, of those in so far. */
    shown,
    category,
    stock,
    range,
    limits,
    setRange,
    setStock,
    adoptEarlyInput,
    categorySearch,
    showCategory,
  };
}
