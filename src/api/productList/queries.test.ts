import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMockDb, server, TEST_API_URL } from '../../../mocks/node';
import { fetchProductList } from './queries';

afterEach(() => vi.restoreAllMocks());

describe('fetchProductList', () => {
  it('parses the list and coerces string discounts to numbers', async () => {
    const products = (await fetchProductList()).products;
    expect(products).toHaveLength(getMockDb().products.length);
    expect(products.every((p) => typeof p.discount === 'number')).toBe(true);
  });

  it('accepts the {products: [...]} envelope too', async () => {
    server.use(http.get(`${TEST_API_URL}/products`, () => HttpResponse.json({ products: getMockDb().products.slice(0, 3) })));
    expect((await fetchProductList()).products).toHaveLength(3);
  });

  it('skips an invalid item with a warning instead of failing the list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [first, second] = getMockDb().products;
    server.use(
      http.get(`${TEST_API_URL}/products`, () => HttpResponse.json([first, { ...second, price: 'free' }, { _id: 'x' }])),
    );
    const { products, skipped } = await fetchProductList();
    expect(products.map((p) => p._id)).toEqual([first!._id]);
    expect(skipped).toBe(2);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toMatch(/skipped invalid product/);
  });

  it('checks a long list item by item: the transforms run, one bad item is skipped and reported', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const base = getMockDb().products;
    const LONG = 500;
    const long = Array.from({ length: LONG }, (_, i) => ({ ...base[i % base.length]!, _id: `p${i}`, discount: String(i % 60) }));
    long[7] = { ...long[7]!, price: 'free' } as unknown as (typeof long)[number];
    server.use(http.get(`${TEST_API_URL}/products`, () => HttpResponse.json(long)));
    const products = (await fetchProductList()).products;
    expect(products).toHaveLength(LONG - 1);
    expect(products.find((p) => p._id === 'p7')).toBeUndefined();
    // The transforms ran: string discounts became numbers, countdowns kept their four numbers.
    expect(products[1]!.discount).toBe(1);
    expect(products[1]!.details.specialOfferCountdown).toHaveLength(4);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/skipped invalid product item p7: price: Invalid input: expected number, received string/);
  });

  it('turns an invalid envelope into a readable ApiError', async () => {
    server.use(http.get(`${TEST_API_URL}/products`, () => HttpResponse.json({ items: [] })));
    await expect(fetchProductList()).rejects.toThrow(/^load products: unexpected answer/);
  });
});
