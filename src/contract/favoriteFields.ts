import type { ProductWire } from './product';

/**
 * The product fields a wishlist entry copies (docs/product.md §3): the one list. The favorite's
 * schema (favorite.ts) takes the product's own rules for exactly these, and every favorite the
 * app, the fake backend and the fixtures make comes from favoriteOf; a new field here is a new
 * field everywhere. No zod here: the hearts of the first page use favoriteOf, and the schemas load
 * later, with the first call that validates (src/api/schemas.ts).
 */
export const FAVORITE_PRODUCT_FIELDS = [
  '_id',
  'thumbnail',
  'name',
  'rating',
  'price',
  'reviewsCount',
  'discount',
  'quantity',
] as const;
export type FavoriteProductField = (typeof FAVORITE_PRODUCT_FIELDS)[number];

/** Those fields of `from`, in the list's order. */
export const pickFavoriteFields = <T extends Record<FavoriteProductField, unknown>>(from: T) =>
  Object.fromEntries(FAVORITE_PRODUCT_FIELDS.map((field) => [field, from[field]])) as Pick<
    T,
    FavoriteProductField
  >;

/**
 * `product` as a wishlist entry of `email`: its FAVORITE_PRODUCT_FIELDS and the email, nothing
 * else (POST /favorites refuses any other field). A wire product gives a wire favorite.
 */
export function favoriteOf<P extends Pick<ProductWire, FavoriteProductField>>(
  product: P,
  email: string,
): Pick<P, FavoriteProductField> & { email: string } {
  return { ...pickFavoriteFields(product), email };
}
