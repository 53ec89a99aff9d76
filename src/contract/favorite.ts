import { EmailSchema } from './common';
import { DiscountSchema } from './product';
import { z } from './zod';

/** The product fields a wishlist entry copies, plus the owner's email. */
const favoriteFields = {
  _id: z.string().check(z.minLength(1), z.maxLength(200)),
  email: EmailSchema,
  thumbnail: z.string().check(z.minLength(1), z.maxLength(2000)),
  name: z.string().check(z.minLength(1), z.maxLength(500)),
  rating: z.number().check(z.minimum(0), z.maximum(5)),
  price: z.number().check(z.nonnegative()),
  reviewsCount: z.int().check(z.nonnegative()),
  discount: DiscountSchema,
  quantity: z.int().check(z.nonnegative()),
};

export const FavoriteSchema = z.object(favoriteFields);
export type Favorite = z.output<typeof FavoriteSchema>;
export type FavoriteWire = z.input<typeof FavoriteSchema>;

/** POST /favorites body: exactly the favorite fields, nothing else. */
export const AddFavoriteBodySchema = z.strictObject(favoriteFields);
export type AddFavoriteBody = z.input<typeof AddFavoriteBodySchema>;

export const FavoritesQuerySchema = z.object({ email: EmailSchema });

export const FavoriteIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) });

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
