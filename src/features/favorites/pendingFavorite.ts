import type { Product } from '../../contract';

/**
 * A heart tapped by a visitor who was not signed in (docs/product.md §4 sends them to /login first):
 * the product travels with them through sign-in or sign-up in the router's state
 * (auth/redirect.ts), and is added once they are back on the page (issue 46).
 */
export interface PendingFavorite {
  favorite: Product;
}

export function pendingFavorite(product: Product): PendingFavorite {
  return { favorite: product };
}

/**
 * The product of a pending favorite, from history state (anything a page or an older version of
 * the app may have left there): only one with what adding a favorite sends.
 */
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
