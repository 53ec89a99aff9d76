import { EmailSchema } from './common';
import { pickFavoriteFields } from './favoriteFields';
import { ProductSchema } from './product';
import { IdSchema } from './text';
import { z } from './zod';

export { FAVORITE_PRODUCT_FIELDS, favoriteOf, type FavoriteProductField } from './favoriteFields';

/** Those fields plus the owner's email, after `_id` (the order of the published schema). */
const { _id, ...copied } = pickFavoriteFields(ProductSchema.shape);
const favoriteFields = { _id, email: EmailSchema, ...copied };

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
