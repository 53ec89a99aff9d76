import { describe, expect, it } from 'vitest';
import type { Product } from '../../contract';
import { relatedProducts } from './relatedProducts';

const make = (_id: string, category: string) => ({ _id, category }) as Product;

describe('relatedProducts', () => {
  const all = [
    make('a', 'Bakery'),
    make('b', 'Bakery'),
    make('c', 'Dairy'),
    make('d', 'Bakery'),
    make('e', 'Bakery'),
  ];

  it('keeps the same category and leaves the product out', () => {
    expect(relatedProducts(all, all[0]!).map((p) => p._id)).toEqual(['b', 'd', 'e']);
  });

  it('stops at the limit', () => {
    expect(relatedProducts(all, all[0]!, 2).map((p) => p._id)).toEqual(['b', 'd']);
  });

  it('is empty when nothing else shares the category', () => {
    expect(relatedProducts(all, all[2]!)).toEqual([]);
  });
});
