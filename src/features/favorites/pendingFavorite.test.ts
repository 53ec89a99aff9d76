import { describe, expect, it } from 'vitest';
import { freshFixtureDb } from '../../../mocks/fixtureDb';
import { ProductSchema } from '../../contract';
import { pendingFavorite, productToFavorite } from './pendingFavorite';

const product = ProductSchema.parse(freshFixtureDb().products[0]);

describe('a pending favorite in history state', () => {
  it('gives back the product it was made from', () => {
    expect(productToFavorite(pendingFavorite(product))).toBe(product);
  });

  it('gives nothing for state that is not one: no product, or one without what adding it sends', () => {
    const { price: _price, ...noPrice } = product;
    for (const action of [
      undefined,
      null,
      'p1',
      {},
      { favorite: null },
      { favorite: noPrice },
      { favorite: { ...product, _id: 7 } },
    ])
      expect(productToFavorite(action)).toBeUndefined();
  });
});
