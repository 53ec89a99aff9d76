import { EmailSchema } from './common';
import { DiscountSchema } from './product';
import { amount, count, IdSchema, ImageUrlSchema, MAX_PRICE, MAX_QUANTITY, text } from './text';
import { z } from './zod';

/** The product fields a wishlist entry copies, plus the owner's email. */
const favoriteFields = {
  _id: IdSchema,
  email: EmailSchema,
  thumbnail: ImageUrlSchema,
  name: text(500),
  rating: z.number().check(z.minimum(0), z.maximum(5)),
  price: amount(MAX_PRICE),
  reviewsCount: count(1_000_000_000),
  discount: DiscountSchema,
  quantity: count(MAX_QUANTITY),
};

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
