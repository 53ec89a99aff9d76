import type { Product } from '../../contract';
import { discountedPrice, shownAmount, type Currency } from '../../lib/price';
import { convertTyped, parseTypedAmount, roundTyped, roundTypedOutward } from '../../lib/typedAmount';
import { FILTER_PARAMS } from './filterParams';

/** Stock Status radio: All, Stock In (quantity above 0), Stock Out. */
export type StockFilter = 'all' | 'in' | 'out';
export type PriceRange = readonly [min: number, max: number];

/**
 * The filter state as the URL holds it. A missing min/max follows the products' lowest/highest price
 * (docs/product.md §4). min/max stay in the typed currency: a taka bound has no exact short dollar form.
 */
export interface FilterState {
  category: string | null;
  min?: number;
  max?: number;
  /** What min and max are in; dollars when absent (links made before taka). */
  currency?: Currency;
  stock: StockFilter;
}

/** The resolved criteria one product is checked against. */
export interface FilterCriteria {
  category: string | null;
  /** Inclusive, in `currency`: each product's price is compared as the shopper sees it there. */
  range: PriceRange;
  currency: Currency;
  stock: StockFilter;
}

/** docs/product.md §3: the range before products load; section 5: the input ceiling is at least this. */
export const DEFAULT_RANGE: PriceRange = [0, 1000];
export const MIN_PRICE_CEILING = 1000;

const CURRENCIES: readonly Currency[] = ['USD', 'Tk'];

function parseCurrency(raw: string | null): Currency | undefined {
  return CURRENCIES.find((currency) => currency.toLowerCase() === raw?.trim().toLowerCase());
}

/** A bound as the app writes it (`1500`), or as a shopper typed it into the filter form (`১,৫০০`). */
function parsePrice(raw: string | null, currency: Currency): number | undefined {
  if (raw === null) return undefined;
  const value = parseTypedAmount(raw, 'en');
  return value !== undefined && Number.isFinite(value) ? roundTyped(value, currency) : undefined;
}

/** Reads the filters from the URL; anything unreadable falls back to its default. */
export function parseFilters(params: URLSearchParams): FilterState {
  const category = params.get('category')?.trim() ?? '';
  const stock = params.get('stock');
  const currency = parseCurrency(params.get('currency'));
  return {
    category: category === '' || category.toLowerCase() === 'all' ? null : category,
    min: parsePrice(params.get('min'), currency ?? 'USD'),
    max: parsePrice(params.get('max'), currency ?? 'USD'),
    currency,
    stock: stock === 'in' || stock === 'out' ? stock : 'all',
  };
}

/** Writes the filters into a copy of `base` (other params survive); defaults are left out. */
export function serializeFilters(state: FilterState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of FILTER_PARAMS) params.delete(key);
  if (state.category) params.set('category', state.category);
  if (state.min !== undefined) params.set('min', String(state.min));
  if (state.max !== undefined) params.set('max', String(state.max));
  const hasRange = state.min !== undefined || state.max !== undefined;
  if (hasRange && state.currency && state.currency !== 'USD') params.set('currency', state.currency);
  if (state.stock !== 'all') params.set('stock', state.stock);
  return params;
}

/** The price the card shows: filtering and the range bounds both use it, so they match what is seen. */
export function shownPrice(product: Pick<Product, 'price' | 'discount'>): number {
  return discountedPrice(product.price, product.discount);
}

/** Lowest and highest shown price, in one pass; [0, 1000] while there are no products. */
export function priceBounds(products: readonly Product[]): PriceRange {
  if (products.length === 0) return DEFAULT_RANGE;
  let low = Infinity;
  let high = -Infinity;
  for (const product of products) {
    const price = shownPrice(product);
    if (price < low) low = price;
    if (price > high) high = price;
  }
  return [low, high];
}

/** The inputs' max: the highest product price, but at least 1000 (docs/product.md §5). */
export function priceCeiling(bounds: PriceRange): number {
  return Math.max(MIN_PRICE_CEILING, bounds[1]);
}

/** The products' bounds and the inputs' limits in `currency`, rounded outward to typed steps. */
export function priceScale(
  usdBounds: PriceRange,
  currency: Currency,
): { bounds: PriceRange; limits: PriceRange } {
  const down = (usd: number) => roundTypedOutward(shownAmount(usd, currency), currency, 'down');
  const up = (usd: number) => roundTypedOutward(shownAmount(usd, currency), currency, 'up');
  return { bounds: [down(usdBounds[0]), up(usdBounds[1])], limits: [0, up(priceCeiling(usdBounds))] };
}

function clamp(value: number, [low, high]: PriceRange): number {
  return Math.min(Math.max(value, low), high);
}

/** Keeps both ends inside `limits` and the upper end never below the lower one. */
export function clampRange([min, max]: PriceRange, limits: PriceRange): PriceRange {
  const low = clamp(min, limits);
  return [low, Math.max(low, clamp(max, limits))];
}

/** A new lower end: it cannot go above the upper end. */
export function withLower([, max]: PriceRange, value: number, limits: PriceRange): PriceRange {
  return [Math.min(clamp(value, limits), max), max];
}

/** A new upper end: it cannot go below the lower end. */
export function withUpper([min]: PriceRange, value: number, limits: PriceRange): PriceRange {
  return [min, Math.max(clamp(value, limits), min)];
}

/** The range in force, in `currency`: the URL's ends (converted once if need be), else the bounds. */
export function activeRange(
  state: FilterState,
  currency: Currency,
  bounds: PriceRange,
  limits: PriceRange,
): PriceRange {
  const inCurrency = (amount: number | undefined) =>
    amount === undefined ? undefined : convertTyped(amount, state.currency ?? 'USD', currency);
  return clampRange([inCurrency(state.min) ?? bounds[0], inCurrency(state.max) ?? bounds[1]], limits);
}

/** The URL form of a range in `currency`: an end equal to the products' bound is the default, so omitted. */
export function rangeParams(
  [min, max]: PriceRange,
  bounds: PriceRange,
  currency: Currency,
): Pick<FilterState, 'min' | 'max' | 'currency'> {
  const params = {
    min: min === bounds[0] ? undefined : roundTyped(min, currency),
    max: max === bounds[1] ? undefined : roundTyped(max, currency),
  };
  return { ...params, currency: params.min === undefined && params.max === undefined ? undefined : currency };
}

const categoryKey = (name: string) => name.trim().toLowerCase();

/** Category names match ignoring case and outer spaces, so hand-typed links work. */
export function sameCategory(a: string, b: string): boolean {
  return categoryKey(a) === categoryKey(b);
}

/** The category test for one pass: each distinct category string is normalised once and remembered. */
function categoryMatcher(category: string | null): (name: string) => boolean {
  if (category === null) return () => true;
  const wanted = categoryKey(category);
  const seen = new Map<string, boolean>();
  return (name) => {
    let matches = seen.get(name);
    if (matches === undefined) {
      matches = categoryKey(name) === wanted;
      seen.set(name, matches);
    }
    return matches;
  };
}

/** A test of one product against every filter, prepared once per pass. */
function productMatcher({ category, range, currency, stock }: FilterCriteria): (product: Product) => boolean {
  const inCategory = categoryMatcher(category);
  return (product) => {
    if (stock === 'in' && product.quantity <= 0) return false;
    if (stock === 'out' && product.quantity > 0) return false;
    if (!inCategory(product.category)) return false;
    // The card's price as it reads in the chosen currency, against what was typed.
    const price = shownAmount(shownPrice(product), currency);
    return price >= range[0] && price <= range[1];
  };
}

/** The products matching every filter, in their original order (one linear pass). */
export function filterProducts(products: readonly Product[], criteria: FilterCriteria): Product[] {
  return products.filter(productMatcher(criteria));
}

/** How many products each category name has (one pass), for the sidebar list. */
export function countByCategory(products: readonly Product[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { category } of products) {
    const key = categoryKey(category);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
