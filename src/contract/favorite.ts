import { EmailSchema } from './common';
import { ProductSchema, type ProductWire } from './product';
import { IdSchema } from './text';
import { z } from './zod';

/**
 * The product fields a wishlist entry copies (docs/product.md §3), with the product's own rules:
 * the one list. The schema below and every favorite the app, the fake backend and the fixtures
 * make (favoriteOf) follow it; a new field here is a new field everywhere.
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

const pick = <T extends Record<FavoriteProductField, unknown>>(from: T) =>
  Object.fromEntries(FAVORITE_PRODUCT_FIELDS.map((field) => [field, from[field]])) as Pick<
    T,
    FavoriteProductField
  >;

/** Those fields plus the owner's email, after `_id` (the order of the published schema). */
const { _id, ...copied } = pick(ProductSchema.shape);
const favoriteFields = { _id, email: EmailSchema, ...copied };

/**
 * `product` as a wishlist entry of `email`: its FAVORITE_PRODUCT_FIELDS and the email, nothing
 * else (POST /favorites refuses any other field). A wire product gives a wire favorite.
 */
export function favoriteOf<P extends Pick<ProductWire, FavoriteProductField>>(
  product: P,
  email: string,
): Pick<P, FavoriteProductField> & { email: string } {
  return { ...pick(product), email };
}

export const FavoriteSchema = z.object(favoriteFields);
export type Favorite = z.output<typeof FavoriteSchema>;
export type FavoriteWire = z.input<typeof FavoriteSchema>;

/** POST /favorites body: exactly the favorite fields, nothing else. */
export const AddFavoriteBodySchema = z.strictObject(favoriteFields);
export type AddFavoriteBody = z.input<typeof AddFavoriteBodySchema>;

export const FavoritesQuerySchema = z.object({ email: EmailSchema });

export const FavoriteIdParamsSchema = z.object({ id: IdSchema });

export const FavoriteCreatedSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string().check(z.minLength(1)),
});

/** Adding a pair that already exists: 200, nothing inserted. */
export const FavoriteAlreadyExistsSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.null(),
  message: z.string(),
});

/** POST /favorites answers either of the two above. */
export const AddFavoriteResponseSchema = z.union([FavoriteCreatedSchema, FavoriteAlreadyExistsSchema]);

export const FavoriteDeletedSchema = z.object({
  acknowledged: z.literal(true),
  deletedCount: z.literal(1),
});

export const FavoriteListEnvelopeSchema = z.array(z.unknown());
