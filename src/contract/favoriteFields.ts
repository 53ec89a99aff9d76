import type { ProductWire } from './product';

/**
 * The product fields a wishlist entry copies (docs/product.md §3), the one list: favorite.ts takes
 * the product's rules for these, and every favorite is made by favoriteOf. No zod here: the first
 * page's hearts use favoriteOf before the schemas load (src/api/schemas.ts).
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

/** `product` as `email`'s wishlist entry: these fields and the email only (POST /favorites refuses more). */
export function favoriteOf<P extends Pick<ProductWire, FavoriteProductField>>(
  product: P,
  email: string,
): Pick<P, FavoriteProductField> & { email: string } {
  return { ...pickFavoriteFields(product), email };
}
