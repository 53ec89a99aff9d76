import { z } from 'zod';
import { EmailSchema } from './common';
import { DiscountSchema } from './product';

/** The product fields a wishlist entry copies, plus the owner's email. */
const favoriteFields = {
  _id: z.string().min(1).max(200),
  email: EmailSchema,
  thumbnail: z.string().min(1).max(2000),
  name: z.string().min(1).max(500),
  rating: z.number().min(0).max(5),
  price: z.number().nonnegative(),
  reviewsCount: z.number().int().nonnegative(),
  discount: DiscountSchema,
  quantity: z.number().int().nonnegative(),
};

export const FavoriteSchema = z.object(favoriteFields);
export type Favorite = z.output<typeof FavoriteSchema>;
export type FavoriteWire = z.input<typeof FavoriteSchema>;

/** POST /favorites body: exactly the favorite fields, nothing else. */
export const AddFavoriteBodySchema = z.strictObject(favoriteFields);
export type AddFavoriteBody = z.input<typeof AddFavoriteBodySchema>;

export const FavoritesQuerySchema = z.object({ email: EmailSchema });

export const FavoriteIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

export const FavoriteCreatedSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string().min(1),
});

/** Adding a pair that already exists: 200, nothing inserted. */
export const FavoriteAlreadyExistsSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.null(),
  message: z.string(),
});

export const FavoriteDeletedSchema = z.object({
  acknowledged: z.literal(true),
  deletedCount: z.literal(1),
});

export const FavoriteListEnvelopeSchema = z.array(z.unknown());
