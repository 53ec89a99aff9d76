import { describe, expect, it } from 'vitest';
import type { Product } from '../../contract';
import { bestSellers, homeFirstScreen, homeProducts } from './homeProducts';

function product(id: number, discount: number): Product {
  return {
    _id: `p${id}`,
    name: `Product ${id}`,
    thumbnail: '/images/products/fruit.svg',
    rating: 4,
    price: 10,
    reviewsCount: 3,
    discount,
    quantity: 5,
    category: 'Fruits & Vegetables',
    summary: { shortDescription: '' },
    details: { description: '', paymentInfo: '', warrantyInfo: '', specialOfferCountdown: [1, 0, 0, 0] },
  };
}

describe('bestSellers', () => {
  it('keeps only products at exactly 50 % off, in order', () => {
    const list = [product(1, 50), product(2, 49), product(3, 51), product(4, 50), product(5, 0)];
    expect(bestSellers(list).map((p) => p._id)).toEqual(['p1', 'p4']);
  });
  it('shows at most 6', () => {
    const list = Array.from({ length: 9 }, (_, i) => product(i, 50));
    expect(bestSellers(list).map((p) => p._id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
  });
  it('is empty when nothing is at 50 %', () => {
    expect(bestSellers([product(1, 10)])).toEqual([]);
    expect(bestSellers([])).toEqual([]);
  });
});

describe('homeProducts', () => {
  it('takes the first 12', () => {
    const list = Array.from({ length: 20 }, (_, i) => product(i, 0));
    expect(homeProducts(list).map((p) => p._id)).toEqual(list.slice(0, 12).map((p) => p._id));
    expect(homeProducts(list.slice(0, 3))).toHaveLength(3);
  });
});

describe('homeFirstScreen', () => {
  it('holds the grid and the best sellers, in list order, and both pick the same from it as from the whole list', () => {
    const products = Array.from({ length: 40 }, (_, i) => product(i, i % 7 === 3 ? 50 : 10));
    const first = homeFirstScreen(products);
    expect(first.map((p) => p._id)).toEqual([
      ...products.slice(0, 12).map((p) => p._id),
      'p17',
      'p24',
      'p31',
      'p38',
    ]);
    expect(homeProducts(first)).toEqual(homeProducts(products));
    expect(bestSellers(first)).toEqual(bestSellers(products));
  });
});
