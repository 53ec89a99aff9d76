import { describe, expect, it } from 'vitest';
import type { Db } from './db';
import { addFavorite, createUser, getProduct, listFavorites, removeFavorite } from './store';

function tinyDb(): Db {
  return { catagory: [], products: [], favorites: [], users: [] };
}

const favorite = (id: string, email: string) => ({
  _id: id,
  email,
  thumbnail: '/t.svg',
  name: `Product ${id}`,
  rating: 4,
  price: 10,
  reviewsCount: 1,
  discount: '50',
  quantity: 3,
});

describe('favorites rules', () => {
  it('keys favorites by product _id + email: a second add changes nothing', () => {
    const db = tinyDb();
    expect(addFavorite(db, favorite('p1', 'a@x.test')).status).toBe(201);
    expect(addFavorite(db, favorite('p1', 'A@X.test')).status).toBe(200);
    expect(addFavorite(db, favorite('p1', 'b@x.test')).status).toBe(201);
    expect(db.favorites).toHaveLength(2);
  });

  it('keeps the wire form (a string discount stays a string)', () => {
    const db = tinyDb();
    addFavorite(db, favorite('p1', 'a@x.test'));
    expect(db.favorites[0]!.discount).toBe('50');
  });

  it('lists only the asked email', () => {
    const db = tinyDb();
    addFavorite(db, favorite('p1', 'a@x.test'));
    addFavorite(db, favorite('p2', 'b@x.test'));
    expect((listFavorites(db, 'a@x.test').body as { _id: string }[]).map((f) => f._id)).toEqual(['p1']);
  });

  it('deletes only the caller’s entry, and 404s for someone else’s', () => {
    const db = tinyDb();
    addFavorite(db, favorite('p1', 'a@x.test'));
    addFavorite(db, favorite('p1', 'b@x.test'));
    expect(removeFavorite(db, 'p1', 'c@x.test').status).toBe(404);
    expect(removeFavorite(db, 'p1', 'a@x.test')).toEqual({
      status: 200,
      body: { acknowledged: true, deletedCount: 1 },
      changed: true,
    });
    expect(db.favorites.map((f) => f.email)).toEqual(['b@x.test']);
  });
});

describe('users and products rules', () => {
  it('inserts a user once; a known email answers insertedId null', () => {
    const db = tinyDb();
    const first = createUser(db, { name: 'A', email: 'a@x.test' });
    expect(first.status).toBe(201);
    expect(createUser(db, { name: 'A', email: 'a@x.test' })).toEqual({
      status: 200,
      body: { message: 'user already exists', insertedId: null },
    });
    expect(db.users).toHaveLength(1);
  });

  it('answers 404 {error} for an unknown product', () => {
    expect(getProduct(tinyDb(), 'nope')).toEqual({ status: 404, body: { error: 'No product with id nope' } });
  });
});
