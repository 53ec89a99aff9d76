import { describe, expect, it } from 'vitest';
import {
  activeRange,
  clampRange,
  countByCategory,
  filterProducts,
  parseFilters,
  priceBounds,
  priceCeiling,
  priceScale,
  rangeParams,
  serializeFilters,
  shownPrice,
  withLower,
  withUpper,
  type FilterCriteria,
} from './filters';
import { makeProduct } from '../../test/makeProduct';
import { FILTER_PARAMS } from './filterParams';

const params = (query: string) => new URLSearchParams(query);

describe('parseFilters', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parseFilters(params(''))).toEqual({
      category: null,
      min: undefined,
      max: undefined,
      stock: 'all',
    });
  });

  it('reads a URL-encoded category name, min, max and stock', () => {
    expect(parseFilters(params('category=Fruits%20%26%20Vegetables&min=2.5&max=40&stock=out'))).toEqual({
      category: 'Fruits & Vegetables',
      min: 2.5,
      max: 40,
      stock: 'out',
    });
  });

  it('treats blank or "all" categories as all', () => {
    expect(parseFilters(params('category=')).category).toBeNull();
    expect(parseFilters(params('category=%20%20')).category).toBeNull();
    expect(parseFilters(params('category=All')).category).toBeNull();
  });

  it('ignores unreadable prices and stock values', () => {
    expect(parseFilters(params('min=abc&max=-3&stock=maybe'))).toEqual({
      category: null,
      min: undefined,
      max: undefined,
      stock: 'all',
    });
    expect(parseFilters(params('min=&max=Infinity')).max).toBeUndefined();
  });

  it('reads bounds as the filter form sends them: Bengali digits, grouping, empty boxes', () => {
    expect(parseFilters(params('min=%E0%A7%AB%E0%A7%A6&max=&currency=Tk&stock=all'))).toEqual({
      category: null,
      min: 50,
      max: undefined,
      currency: 'Tk',
      stock: 'all',
    });
    expect(parseFilters(params('max=1%2C500')).max).toBe(1500);
    // The app writes them back as it writes its own filters.
    expect(
      serializeFilters(parseFilters(params('min=%E0%A7%AB%E0%A7%A6&max=&currency=Tk&stock=all'))).toString(),
    ).toBe('min=50&currency=Tk');
  });

  it('rounds prices to cents', () => {
    expect(parseFilters(params('min=1.239')).min).toBe(1.24);
  });
});

describe('serializeFilters', () => {
  it('writes exactly the parameters of filterParams.ts, the list index.html and early-taps.spec.ts read', () => {
    const everyFilter = { category: 'Bakery', min: 1, max: 9, currency: 'Tk', stock: 'in' } as const;
    expect(
      [...serializeFilters(everyFilter).keys()].sort(),
      'a filter the URL holds is in src/features/catalog/filterParams.ts',
    ).toEqual([...FILTER_PARAMS].sort());
  });

  it('writes nothing for the defaults', () => {
    expect(serializeFilters({ category: null, stock: 'all' }).toString()).toBe('');
  });

  it('writes every non-default filter', () => {
    const query = serializeFilters({ category: 'Meat & Seafood', min: 5, max: 20, stock: 'in' });
    expect(query.get('category')).toBe('Meat & Seafood');
    expect(query.toString()).toBe('category=Meat+%26+Seafood&min=5&max=20&stock=in');
  });

  it('keeps unrelated params and replaces old filter values', () => {
    const query = serializeFilters(
      { category: null, stock: 'out' },
      params('ref=home&category=Bakery&min=3'),
    );
    expect(query.toString()).toBe('ref=home&stock=out');
  });

  it('round-trips through parseFilters', () => {
    const state = { category: 'Dairy & Eggs', min: 1.5, max: 99.99, stock: 'in' as const };
    expect(parseFilters(serializeFilters(state))).toEqual(state);
  });

  it('keeps a range typed in taka in taka, exactly', () => {
    const state = { category: null, min: 500, max: 1500, currency: 'Tk' as const, stock: 'all' as const };
    expect(serializeFilters(state).toString()).toBe('min=500&max=1500&currency=Tk');
    expect(parseFilters(serializeFilters(state))).toEqual(state);
  });

  it('writes the currency only beside a bound, and dollars not at all (links made before taka)', () => {
    expect(serializeFilters({ category: null, currency: 'Tk', stock: 'in' }).toString()).toBe('stock=in');
    expect(serializeFilters({ category: null, max: 20, currency: 'USD', stock: 'all' }).toString()).toBe(
      'max=20',
    );
  });
});

describe('parseFilters and the currency', () => {
  it('reads whole taka, any case of the currency, and dollars when it is missing or unknown', () => {
    expect(parseFilters(params('min=500.4&max=1500&currency=tk'))).toMatchObject({
      min: 500,
      max: 1500,
      currency: 'Tk',
    });
    expect(parseFilters(params('max=12.345'))).toMatchObject({ max: 12.35, currency: undefined });
    expect(parseFilters(params('max=12.345&currency=EUR'))).toMatchObject({
      max: 12.35,
      currency: undefined,
    });
  });
});

describe('shownPrice and priceBounds', () => {
  it('uses the discounted price of docs/product.md §9', () => {
    expect(shownPrice({ price: 10, discount: 25 })).toBe(7.5);
    expect(shownPrice({ price: 2.79, discount: 30 })).toBe(1.95);
  });

  it('is [0, 1000] before products load', () => {
    expect(priceBounds([])).toEqual([0, 1000]);
  });

  it('is the lowest and highest shown price', () => {
    const products = [
      makeProduct({ price: 10, discount: 50 }),
      makeProduct({ price: 4 }),
      makeProduct({ price: 120, discount: 10 }),
    ];
    expect(priceBounds(products)).toEqual([4, 108]);
  });

  it('handles a single product', () => {
    expect(priceBounds([makeProduct({ price: 3.33 })])).toEqual([3.33, 3.33]);
  });
});

describe('priceCeiling', () => {
  it('is at least 1000', () => {
    expect(priceCeiling([0.82, 596.44])).toBe(1000);
  });
  it('is the highest price when that is above 1000', () => {
    expect(priceCeiling([5, 1499.5])).toBe(1499.5);
  });
});

describe('clampRange, withLower, withUpper', () => {
  const limits = [0, 1000] as const;

  it('keeps both ends inside the limits', () => {
    expect(clampRange([-5, 2000], limits)).toEqual([0, 1000]);
  });

  it('never lets the upper end sit below the lower end', () => {
    expect(clampRange([300, 100], limits)).toEqual([300, 300]);
  });

  it('stops the lower end at the upper end', () => {
    expect(withLower([10, 50], 80, limits)).toEqual([50, 50]);
    expect(withLower([10, 50], 20, limits)).toEqual([20, 50]);
    expect(withLower([10, 50], -1, limits)).toEqual([0, 50]);
  });

  it('stops the upper end at the lower end', () => {
    expect(withUpper([10, 50], 5, limits)).toEqual([10, 10]);
    expect(withUpper([10, 50], 70, limits)).toEqual([10, 70]);
    expect(withUpper([10, 50], 5000, limits)).toEqual([10, 1000]);
  });
});

describe('priceScale', () => {
  it('keeps dollar bounds as they are, the limit at least 1000', () => {
    expect(priceScale([2.49, 300], 'USD')).toEqual({ bounds: [2.49, 300], limits: [0, 1000] });
    expect(priceScale([4.35, 1499.5], 'USD')).toEqual({ bounds: [4.35, 1499.5], limits: [0, 1499.5] });
  });

  it('widens taka bounds to whole taka that still hold every price', () => {
    // $2.49 = ৳303.78 and $12.30 = ৳1,500.60: the inputs offer 303 and 1501.
    expect(priceScale([2.49, 12.3], 'Tk')).toEqual({ bounds: [303, 1501], limits: [0, 122_000] });
  });
});

describe('activeRange and rangeParams', () => {
  const bounds = [2, 300] as const;
  const limits = [0, 1000] as const;

  it('follows the product bounds when the URL has no range', () => {
    expect(activeRange({ category: null, stock: 'all' }, 'USD', bounds, limits)).toEqual([2, 300]);
  });

  it('uses the URL ends, clamped to 0..ceiling', () => {
    expect(activeRange({ category: null, stock: 'all', min: 10, max: 5000 }, 'USD', bounds, limits)).toEqual([
      10, 1000,
    ]);
    expect(activeRange({ category: null, stock: 'all', min: 50, max: 20 }, 'USD', bounds, limits)).toEqual([
      50, 50,
    ]);
  });

  it('keeps ends typed in the chosen currency exactly, and converts a link in the other one once', () => {
    const taka = { category: null, stock: 'all' as const, min: 500, max: 1500, currency: 'Tk' as const };
    expect(activeRange(taka, 'Tk', [244, 36_600], [0, 122_000])).toEqual([500, 1500]);
    expect(activeRange(taka, 'USD', bounds, limits)).toEqual([4.1, 12.3]);
    const dollars = { category: null, stock: 'all' as const, min: 4.1 };
    expect(activeRange(dollars, 'Tk', [244, 36_600], [0, 122_000])).toEqual([500, 36_600]);
  });

  it('omits ends equal to the bounds, and names the currency beside an end', () => {
    expect(rangeParams([2, 300], bounds, 'USD')).toEqual({
      min: undefined,
      max: undefined,
      currency: undefined,
    });
    expect(rangeParams([5, 300], bounds, 'USD')).toEqual({ min: 5, max: undefined, currency: 'USD' });
    expect(rangeParams([2, 99.999], bounds, 'USD')).toEqual({ min: undefined, max: 100, currency: 'USD' });
    expect(rangeParams([500.4, 300], bounds, 'Tk')).toEqual({ min: 500, max: undefined, currency: 'Tk' });
  });
});

describe('filterProducts', () => {
  const apple = makeProduct({ _id: 'a', category: 'Fruits & Vegetables', price: 4, quantity: 3 });
  const salmon = makeProduct({ _id: 's', category: 'Meat & Seafood', price: 20, discount: 50, quantity: 0 });
  const bread = makeProduct({ _id: 'b', category: 'Bakery', price: 2, quantity: 9 });
  const all = [apple, salmon, bread];
  const criteria = (over: Partial<FilterCriteria> = {}): FilterCriteria => ({
    category: null,
    range: [0, 1000],
    currency: 'USD',
    stock: 'all',
    ...over,
  });
  const ids = (list: { _id: string }[]) => list.map((p) => p._id);

  it('keeps everything with the defaults, in order', () => {
    expect(ids(filterProducts(all, criteria()))).toEqual(['a', 's', 'b']);
  });

  it('matches the category by name, ignoring case', () => {
    expect(ids(filterProducts(all, criteria({ category: 'Bakery' })))).toEqual(['b']);
    expect(ids(filterProducts(all, criteria({ category: 'meat & seafood' })))).toEqual(['s']);
    expect(filterProducts(all, criteria({ category: 'Toys' }))).toEqual([]);
  });

  it('matches product categories spelled differently from the filter', () => {
    const more = [
      makeProduct({ _id: 'b2', category: ' bakery ' }),
      makeProduct({ _id: 'b3', category: 'BAKERY' }),
    ];
    expect(ids(filterProducts([...all, ...more], criteria({ category: 'Bakery' })))).toEqual([
      'b',
      'b2',
      'b3',
    ]);
  });

  it('filters by stock status', () => {
    expect(ids(filterProducts(all, criteria({ stock: 'in' })))).toEqual(['a', 'b']);
    expect(ids(filterProducts(all, criteria({ stock: 'out' })))).toEqual(['s']);
  });

  it('compares the shown (discounted) price, inclusive at both ends', () => {
    // salmon is $20 but shown at $10
    expect(ids(filterProducts(all, criteria({ range: [4, 10] })))).toEqual(['a', 's']);
    expect(ids(filterProducts(all, criteria({ range: [10.01, 1000] })))).toEqual([]);
  });

  it('compares in taka as the card reads, inclusive at the typed whole taka', () => {
    // apple $4 = ৳488.00, salmon $10 = ৳1,220.00, bread $2 = ৳244.00
    const taka = (range: readonly [number, number]) => criteria({ range, currency: 'Tk' });
    expect(ids(filterProducts(all, taka([488, 1220])))).toEqual(['a', 's']);
    expect(ids(filterProducts(all, taka([489, 1219])))).toEqual([]);
    // $12.30 = ৳1,500.60 reads above 1500; $12.29 = ৳1,499.38 below it.
    const dear = makeProduct({ _id: 'd', price: 12.3 });
    const cheaper = makeProduct({ _id: 'c', price: 12.29 });
    expect(ids(filterProducts([dear, cheaper], taka([500, 1500])))).toEqual(['c']);
    expect(ids(filterProducts([dear, cheaper], taka([500, 1501])))).toEqual(['d', 'c']);
  });

  it('combines every filter', () => {
    expect(
      ids(filterProducts(all, criteria({ category: 'Fruits & Vegetables', stock: 'in', range: [3, 5] }))),
    ).toEqual(['a']);
    expect(filterProducts(all, criteria({ category: 'Fruits & Vegetables', stock: 'out' }))).toEqual([]);
  });

  it('copes with an empty list', () => {
    expect(filterProducts([], criteria())).toEqual([]);
  });
});

describe('countByCategory', () => {
  it('counts products per category name, ignoring case', () => {
    const counts = countByCategory([
      makeProduct({ category: 'Bakery' }),
      makeProduct({ category: 'bakery ' }),
      makeProduct({ category: 'Snacks' }),
    ]);
    expect(counts.get('bakery')).toBe(2);
    expect(counts.get('snacks')).toBe(1);
  });
});
