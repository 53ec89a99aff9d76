import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMockDb, server, TEST_API_URL } from '../../../mocks/node';
import { testQueryClient } from '../../test/render';
import { streamedAnswer } from '../../test/streamedAnswer';
import { productListQuery, streamProductList, type ProductListData } from './queries';

afterEach(() => vi.restoreAllMocks());

/** Every part the list's stream yields, in order. */
async function parts(): Promise<ProductListData[]> {
  const seen: ProductListData[] = [];
  for await (const part of streamProductList()) seen.push(part);
  return seen;
}

/** The list as the stream ends. */
const wholeList = async () => (await parts()).at(-1)!;

describe('streamProductList', () => {
  it('parses the list in one part and coerces string discounts to numbers', async () => {
    const all = await parts();
    expect(all).toHaveLength(1);
    const { products, whole, skipped } = all[0]!;
    expect(whole).toBe(true);
    expect(skipped).toBe(0);
    expect(products).toHaveLength(getMockDb().products.length);
    expect(products.every((p) => typeof p.discount === 'number')).toBe(true);
  });

  it('accepts the {products: [...]} envelope too', async () => {
    server.use(
      http.get(`${TEST_API_URL}/products`, () =>
        HttpResponse.json({ products: getMockDb().products.slice(0, 3) }),
      ),
    );
    expect((await wholeList()).products).toHaveLength(3);
  });

  it('skips an invalid item with a warning instead of failing the list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [first, second] = getMockDb().products;
    server.use(
      http.get(`${TEST_API_URL}/products`, () =>
        HttpResponse.json([first, { ...second, price: 'free' }, { _id: 'x' }]),
      ),
    );
    const { products, skipped } = await wholeList();
    expect(products.map((p) => p._id)).toEqual([first!._id]);
    expect(skipped).toBe(2);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toMatch(/skipped invalid product/);
  });

  it('checks a long list item by item: the transforms run, one bad item is skipped and reported', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const base = getMockDb().products;
    const LONG = 500;
    const long = Array.from({ length: LONG }, (_, i) => ({
      ...base[i % base.length]!,
      _id: `p${i}`,
      discount: String(i % 60),
    }));
    long[7] = { ...long[7]!, price: 'free' } as unknown as (typeof long)[number];
    server.use(http.get(`${TEST_API_URL}/products`, () => HttpResponse.json(long)));
    const { products } = await wholeList();
    expect(products).toHaveLength(LONG - 1);
    expect(products.find((p) => p._id === 'p7')).toBeUndefined();
    // The transforms ran: string discounts became numbers, countdowns kept their four numbers.
    expect(products[1]!.discount).toBe(1);
    expect(products[1]!.details.specialOfferCountdown).toHaveLength(4);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(
      /skipped invalid product item p7: price: Invalid input: expected number, received string/,
    );
  });

  it('hands out a long list’s first 48 products, checked quietly, before the whole list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const base = getMockDb().products[0]!;
    const products = Array.from({ length: 60 }, (_, i) => ({ ...base, _id: `p${i}` }));
    products[3] = { ...products[3]!, price: 'free' } as unknown as (typeof products)[number];
    const text = JSON.stringify({ total: 60, products });
    const release = streamedAnswer(
      'products',
      text.slice(0, text.indexOf('"p55"')),
      text.slice(text.indexOf('"p55"')),
    );
    const stream = streamProductList();
    const first = (await stream.next()).value as ProductListData;
    expect(first).toMatchObject({ whole: false, skipped: 0 });
    expect(first.products).toHaveLength(47); // 48 items, one of them invalid
    expect(warn).not.toHaveBeenCalled();
    release();
    const whole = (await stream.next()).value as ProductListData;
    expect(whole).toMatchObject({ whole: true, skipped: 1 });
    expect(whole.products).toHaveLength(59);
    expect(warn).toHaveBeenCalledTimes(1);
    expect((await stream.next()).done).toBe(true);
  });

  it('turns an invalid envelope into a readable ApiError', async () => {
    server.use(http.get(`${TEST_API_URL}/products`, () => HttpResponse.json({ items: [] })));
    await expect(wholeList()).rejects.toThrow(/^load products: unexpected answer/);
  });
});

describe('productListQuery', () => {
  it('is one query: the first products, then the whole list, under one key', async () => {
    const base = getMockDb().products[0]!;
    const text = JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ ...base, _id: `p${i}` })));
    const release = streamedAnswer(
      'products',
      text.slice(0, text.indexOf('"p50"')),
      text.slice(text.indexOf('"p50"')),
    );
    const client = testQueryClient();
    const seen: ProductListData[] = [];
    client.getQueryCache().subscribe(({ query }) => {
      const data = query.state.data as ProductListData | undefined;
      if (data && seen.at(-1) !== data) seen.push(data);
    });
    const loaded = client.query(productListQuery());
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({ whole: false });
    release();
    expect(await loaded).toMatchObject({ whole: true });
    expect(seen.map((data) => data.products.length)).toEqual([48, 60]);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['product-list']]);
  });

  it('keeps the products on screen while a refetch runs, and swaps them once it is whole', async () => {
    const client = testQueryClient();
    const before = await client.query(productListQuery());
    server.use(
      http.get(`${TEST_API_URL}/products`, () => HttpResponse.json(getMockDb().products.slice(0, 2))),
    );
    const refetch = client.refetchQueries({ queryKey: productListQuery().queryKey });
    expect(client.getQueryData(productListQuery().queryKey)).toBe(before);
    await refetch;
    expect(client.getQueryData(productListQuery().queryKey)?.products).toHaveLength(2);
  });
});
