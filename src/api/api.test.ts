import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getMockDb, server, TEST_API_URL } from '../../mocks/node';
import { fetchCategories } from './categories';
import { ApiError } from './errors';
import { addFavorite, fetchFavorites } from './favorites';
import { fetchProduct } from './products';
import { createUser } from './users';
import { sendTokenOf } from '../test/idToken';

describe('products and categories', () => {
  it('turns an error status into an ApiError carrying the backend message', async () => {
    const error = await fetchProduct('does-not-exist').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe(
      `load this product: GET ${TEST_API_URL}/products/does-not-exist → HTTP 404 "No product with id does-not-exist"`,
    );
  });

  it('says the backend could not be reached on a network failure', async () => {
    server.use(http.get(`${TEST_API_URL}/catagory`, () => HttpResponse.error()));
    await expect(fetchCategories()).rejects.toMatchObject({
      kind: 'network',
      message: expect.stringMatching(
        new RegExp(`^load categories: GET ${TEST_API_URL}/catagory → no answer`),
      ),
    });
  });
});

describe('favorites and users', () => {
  const email = 'ayesha@freshbazar.test';

  it('adds a favorite once, then reports it already exists', async () => {
    sendTokenOf({ uid: 'ayesha-uid', email });
    const product = getMockDb().products.find((p) => !getMockDb().favorites.some((f) => f._id === p._id))!;
    const body = {
      _id: product._id,
      email,
      thumbnail: product.thumbnail,
      name: product.name,
      rating: product.rating,
      price: product.price,
      reviewsCount: product.reviewsCount,
      discount: product.discount,
      quantity: product.quantity,
    };
    expect(await addFavorite(body)).toEqual({ acknowledged: true, insertedId: product._id });
    expect((await addFavorite(body)).insertedId).toBeNull();
    expect((await fetchFavorites(email)).filter((f) => f._id === product._id)).toHaveLength(1);
  });

  it('answers insertedId null for a known email', async () => {
    sendTokenOf({ uid: 'new-uid', email: 'new.person@example.test' });
    expect((await createUser({ name: 'New', email: 'new.person@example.test' })).insertedId).toEqual(
      expect.any(String),
    );
    expect((await createUser({ name: 'New', email: 'new.person@example.test' })).insertedId).toBeNull();
  });
});
