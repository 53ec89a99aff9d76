import { z } from 'zod';

/** A numeric string such as "50" or "12.5"; anything else is not a number. */
const NUMERIC_STRING = /^\s*-?\d+(\.\d+)?\s*$/;

/** `discount` may arrive as a number or a numeric string: both become a number. */
export const DiscountSchema = z.union([
  z.number(),
  z
    .string()
    .regex(NUMERIC_STRING, { error: 'discount must be a number or a numeric string' })
    .transform(Number),
]).pipe(z.number().min(0).max(100));

export type Countdown = [days: number, hours: number, minutes: number, seconds: number];

/**
 * Four numbers: days, hours, minutes, seconds. The spec says a malformed value
 * (not 4 items) counts as zero rather than breaking the card, so any other
 * length is normalised to [0, 0, 0, 0] instead of rejecting the product.
 */
export const CountdownSchema = z
  .array(z.number().min(0))
  .transform((v): Countdown => (v.length === 4 ? [v[0]!, v[1]!, v[2]!, v[3]!] : [0, 0, 0, 0]));

export const ProductSchema = z.object({
  _id: z.string().min(1),
  name: z.string().min(1),
  thumbnail: z.string().min(1),
  /** Whole stars 0-5; read-only fractional values render half stars. */
  rating: z.number().min(0).max(5),
  price: z.number().nonnegative(),
  reviewsCount: z.number().int().nonnegative(),
  discount: DiscountSchema,
  quantity: z.number().int().nonnegative(),
  category: z.string().min(1),
  summary: z.object({ shortDescription: z.string() }),
  details: z.object({
    description: z.string(),
    paymentInfo: z.string(),
    warrantyInfo: z.string(),
    specialOfferCountdown: CountdownSchema,
  }),
});
/** A product as the app uses it (discount already a number). */
export type Product = z.output<typeof ProductSchema>;
/** A product as it travels over the wire. */
export type ProductWire = z.input<typeof ProductSchema>;

export const ProductIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** GET /products answers an array, or an object holding one. */
export const ProductListEnvelopeSchema = z.union([
  z.array(z.unknown()),
  z.object({ products: z.array(z.unknown()) }),
]);
