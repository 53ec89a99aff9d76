import { describe, expect, it } from 'vitest';
import { AddFavoriteBodySchema, type Product } from '../../contract';
import { favoriteIds, favoriteToProduct, toFavorite, withFavorite, withoutFavorite } from './favoriteShape';

const product: Product = {
  _id: 'p1',
  name: 'Fuji Apples 1kg',
  thumbnail: '/images/products/fruit.svg',
  rating: 4,
  price: 5,
  reviewsCount: 12,
  discount: 10,
  quantity: 3,
  category: 'Fruits & Vegetables',
  summary: { shortDescription: 'Crisp apples' },
  details: {
    description: 'Long text',
    paymentInfo: 'Cash',
    warrantyInfo: 'Fresh',
    specialOfferCountdown: [1, 2, 3, 4],
  },
};
const email = 'ayesha@freshbazar.test';

describe('toFavorite', () => {
  it('copies exactly the contract body fields', () => {
    const body = toFavorite(product, email);
    expect(Object.keys(body).sort()).toEqual(
      ['_id', 'discount', 'email', 'name', 'price', 'quantity', 'rating', 'reviewsCount', 'thumbnail'].sort(),
    );
    expect(AddFavoriteBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('withFavorite and withoutFavorite', () => {
  it('add once and remove only the user’s entry', () => {
    const mine = toFavorite(product, email);
    const theirs = toFavorite(product, 'rahim@freshbazar.test');
    expect(withFavorite([mine], mine)).toEqual([mine]);
    expect(withFavorite(undefined, mine)).toEqual([mine]);
    expect(withoutFavorite([mine, theirs], 'p1', email)).toEqual([theirs]);
  });
});

describe('favoriteToProduct', () => {
  it('keeps the card fields and drops the email', () => {
    const card = favoriteToProduct(toFavorite(product, email));
    expect(card).toMatchObject({ _id: 'p1', name: 'Fuji Apples 1kg', price: 5, discount: 10, quantity: 3 });
    expect(card).not.toHaveProperty('email');
  });
});

describe('favoriteIds', () => {
  const mine = toFavorite(product, email);
  const theirs = toFavorite({ ...product, _id: 'p2' }, 'rahim@freshbazar.test');

  it('holds the ids of the user’s favorites only, whatever the email’s case', () => {
    expect(favoriteIds([mine, theirs], 'Ayesha@FreshBazar.test')).toEqual(new Set(['p1']));
  });

  it('is empty for a visitor and for no list', () => {
    expect(favoriteIds([mine, theirs], '')).toEqual(new Set());
    expect(favoriteIds(undefined, email)).toEqual(new Set());
  });
});
