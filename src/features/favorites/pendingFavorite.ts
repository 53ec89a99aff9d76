import type { Product } from '../../contract';

/** A heart tapped while signed out: it travels through sign-in in the router's state (auth/redirect.ts). */
export interface PendingFavorite {
  favorite: Product;
}

export function pendingFavorite(product: Product): PendingFavorite {
  return { favorite: product };
}

/** The product of a pending favorite from history state (which may hold anything), if it has what is sent. */
export function productToFavorite(action: unknown): Product | undefined {
  const product = (action as Partial<PendingFavorite> | null | undefined)?.favorite;
  if (typeof product !== 'object' || product === null) return undefined;
  const { _id, name, thumbnail, price, rating, reviewsCount, discount, quantity } = product;
  const numbers = [price, rating, reviewsCount, discount, quantity];
  return typeof _id === 'string' &&
    typeof name === 'string' &&
    typeof thumbnail === 'string' &&
    numbers.every((value) => typeof value === 'number')
    ? product
    : undefined;
}
