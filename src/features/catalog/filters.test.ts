import { describe, expect, it } from 'vitest';
import {
  activeRange,
  clampRange,
  countByCategory,
  filterProducts,
  parseFilters,
  priceBounds,
  priceCeiling,
  rangeParams,
  serializeFilters,
  shownPrice,
  withLower,
  withUpper,
  type FilterCriteria,
} from './filters';
import { makeProduct } from './testing';

const params = (query: string) => new URLSearchParams(query);

describe('parseFilters', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parseFilters(params(''))).toEqual({ category: null, min: undefined, max: undefined, stock: 'all' });
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

  it('rounds prices to cents', () => {
    expect(parseFilters(params('min=1.239')).min).toBe(1.24);
  });
});

describe('serializeFilters', () => {
  it('writes nothing for the defaults', () => {
    expect(serializeFilters({ category: null, stock: 'all' }).toString()).toBe('');
  });

  it('writes every non-default filter', () => {
    const query = serializeFilters({ category: 'Meat & Seafood', min: 5, max: 20, stock: 'in' });
    expect(query.get('category')).toBe('Meat & Seafood');
    expect(query.toString()).toBe('category=Meat+%26+Seafood&min=5&max=20&stock=in');
  });

  it('keeps unrelated params and replaces old filter values', () => {
    const query = serializeFilters({ category: null, stock: 'out' }, params('ref=home&category=Bakery&min=3'));
    expect(query.toString()).toBe('ref=home&stock=out');
  });

  it('round-trips through parseFilters', () => {
    const state = { category: 'Dairy & Eggs', min: 1.5, max: 99.99, stock: 'in' as const };
    expect(parseFilters(serializeFilters(state))).toEqual(state);
  });
});

describe('shownPrice and priceBounds', () => {
  it('uses the discounted price of spec section 9', () => {
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

describe('activeRange and rangeParams', () => {
  const bounds = [2, 300] as const;

  it('follows the product bounds when the URL has no range', () => {
    expect(activeRange({ category: null, stock: 'all' }, bounds)).toEqual([2, 300]);
  });

  it('uses the URL ends, clamped to 0..ceiling', () => {
    expect(activeRange({ category: null, stock: 'all', min: 10, max: 5000 }, bounds)).toEqual([10, 1000]);
    expect(activeRange({ category: null, stock: 'all', min: 50, max: 20 }, bounds)).toEqual([50, 50]);
  });

  it('omits ends equal to the bounds', () => {
    expect(rangeParams([2, 300], bounds)).toEqual({ min: undefined, max: undefined });
    expect(rangeParams([5, 300], bounds)).toEqual({ min: 5, max: undefined });
    expect(rangeParams([2, 99.999], bounds)).toEqual({ min: undefined, max: 100 });
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
    const more = [makeProduct({ _id: 'b2', category: ' bakery ' }), makeProduct({ _id: 'b3', category: 'BAKERY' })];
    expect(ids(filterProducts([...all, ...more], criteria({ category: 'Bakery' })))).toEqual(['b', 'b2', 'b3']);
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

  it('combines every filter', () => {
    expect(ids(filterProducts(all, criteria({ category: 'Fruits & Vegetables', stock: 'in', range: [3, 5] })))).toEqual(['a']);
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
