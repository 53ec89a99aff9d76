import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMockDb, server, TEST_API_URL } from '../../mocks/node';
import { fetchCategories } from './categories';
import { COMPILE_FROM } from './client';
import { ApiError } from './errors';
import { addFavorite, fetchFavorites } from './favorites';
import { fetchProduct, fetchProducts } from './products';
import { createUser } from './users';

afterEach(() => vi.restoreAllMocks());

describe('products', () => {
  it('parses the list and coerces string discounts to numbers', async () => {
    const products = await fetchProducts();
    expect(products).toHaveLength(getMockDb().products.length);
    expect(products.every((p) => typeof p.discount === 'number')).toBe(true);
  });

  it('accepts the {products: [...]} envelope too', async () => {
    server.use(http.get(`${TEST_API_URL}/products`, () => HttpResponse.json({ products: getMockDb().products.slice(0, 3) })));
    expect(await fetchProducts()).toHaveLength(3);
  });

  it('skips an invalid item with a warning instead of failing the list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [first, second] = getMockDb().products;
    server.use(
      http.get(`${TEST_API_URL}/products`, () => HttpResponse.json([first, { ...second, price: 'free' }, { _id: 'x' }])),
    );
    const products = await fetchProducts();
    expect(products.map((p) => p._id)).toEqual([first!._id]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toMatch(/skipped invalid product/);
  });

  it('checks a long list with the compiled schema: same products, same skipped items and messages', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const base = getMockDb().products;
    const long = Array.from({ length: COMPILE_FROM }, (_, i) => ({ ...base[i % base.length]!, _id: `p${i}`, discount: String(i % 60) }));
    long[7] = { ...long[7]!, price: 'free' } as unknown as (typeof long)[number];
    server.use(http.get(`${TEST_API_URL}/products`, () => HttpResponse.json(long)));
    const products = await fetchProducts();
    expect(products).toHaveLength(COMPILE_FROM - 1);
    expect(products.find((p) => p._id === 'p7')).toBeUndefined();
    // The transforms ran: string discounts became numbers, countdowns kept their four numbers.
    expect(products[1]!.discount).toBe(1);
    expect(products[1]!.details.specialOfferCountdown).toHaveLength(4);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/skipped invalid product item p7: price: Invalid input: expected number, received string/);
  });

  it('turns an invalid envelope into a readable ApiError', async () => {
    server.use(http.get(`${TEST_API_URL}/products`, () => HttpResponse.json({ items: [] })));
    await expect(fetchProducts()).rejects.toThrow(/Could not load products: the product backend sent an unexpected answer/);
  });

  it('turns an error status into an ApiError carrying the backend message', async () => {
    const error = await fetchProduct('does-not-exist').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('Could not load this product: No product with id does-not-exist (HTTP 404).');
  });

  it('says the backend could not be reached on a network failure', async () => {
    server.use(http.get(`${TEST_API_URL}/catagory`, () => HttpResponse.error()));
    await expect(fetchCategories()).rejects.toThrow('Could not load categories: the product backend could not be reached.');
  });
});

describe('favorites and users', () => {
  const email = 'ayesha@freshbazar.test';

  it('adds a favorite once, then reports it already exists', async () => {
    const product = getMockDb().products.find((p) => !getMockDb().favorites.some((f) => f._id === p._id))!;
    const body = {
      _id: product._id, email, thumbnail: product.thumbnail, name: product.name, rating: product.rating,
      price: product.price, reviewsCount: product.reviewsCount, discount: product.discount, quantity: product.quantity,
    };
    expect(await addFavorite(body)).toEqual({ acknowledged: true, insertedId: product._id });
    expect((await addFavorite(body)).insertedId).toBeNull();
    expect((await fetchFavorites(email)).filter((f) => f._id === product._id)).toHaveLength(1);
  });

  it('answers insertedId null for a known email', async () => {
    expect((await createUser({ name: 'New', email: 'new.person@example.test' })).insertedId).toEqual(expect.any(String));
    expect((await createUser({ name: 'New', email: 'new.person@example.test' })).insertedId).toBeNull();
  });
});
