import { describe, expect, it } from 'vitest';
import { AddFavoriteBodySchema, type Favorite, type Product } from '../../contract';
import { favoriteToProduct, isFavorite, toFavorite, withFavorite, withoutFavorite } from './favoriteShape';

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

describe('isFavorite', () => {
  const mine: Favorite = toFavorite(product, email);
  it('needs both the product id and the email to match', () => {
    expect(isFavorite([mine], 'p1', email)).toBe(true);
    expect(isFavorite([mine], 'p1', 'someone@else.test')).toBe(false);
    expect(isFavorite([mine], 'p2', email)).toBe(false);
    expect(isFavorite(undefined, 'p1', email)).toBe(false);
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
