import type { Favorite, Product } from '../../contract';
// Not the contract's index: that brings zod into the first page, where every heart uses this.
import { favoriteOf } from '../../contract/favoriteFields';

/** The POST /favorites body: exactly the contract's fields, nothing else of the product. */
export const toFavorite = (product: Product, email: string): Favorite => favoriteOf(product, email);

// Emails are compared as the backend compares them: without regard to case.
const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const matches = (favorite: Favorite, productId: string, email: string) =>
  favorite._id === productId && sameEmail(favorite.email, email);

/** The ids of the products `email` has favorited (docs/product.md §4). */
export function favoriteIds(favorites: readonly Favorite[] | undefined, email: string): Set<string> {
  const mine = (favorites ?? []).filter((favorite) => email !== '' && sameEmail(favorite.email, email));
  return new Set(mine.map((favorite) => favorite._id));
}

export function withFavorite(favorites: readonly Favorite[] | undefined, favorite: Favorite): Favorite[] {
  return [...withoutFavorite(favorites, favorite._id, favorite.email), favorite];
}

export function withoutFavorite(
  favorites: readonly Favorite[] | undefined,
  productId: string,
  email: string,
): Favorite[] {
  return (favorites ?? []).filter((favorite) => !matches(favorite, productId, email));
}

/** A wishlist entry as a grid product: the detail-only fields, not shown on cards, get neutral values. */
export function favoriteToProduct(favorite: Favorite): Product {
  const { email: _email, ...fields } = favorite;
  return {
    ...fields,
    category: '',
    summary: { shortDescription: '' },
    details: { description: '', paymentInfo: '', warrantyInfo: '', specialOfferCountdown: [0, 0, 0, 0] },
  };
}
