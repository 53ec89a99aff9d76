import { z } from './zod';

/** A numeric string such as "50" or "12.5"; anything else is not a number. */
const NUMERIC_STRING = /^\s*-?\d+(\.\d+)?\s*$/;

/** `discount` may arrive as a number or a numeric string: both become a number. */
export const DiscountSchema = z.pipe(
  z.union([
    z.number(),
    z.pipe(
      z.string().check(z.regex(NUMERIC_STRING, { error: 'discount must be a number or a numeric string' })),
      z.transform(Number),
    ),
  ]),
  z.number().check(z.minimum(0), z.maximum(100)),
);

export type Countdown = [days: number, hours: number, minutes: number, seconds: number];

/**
 * Four numbers: days, hours, minutes, seconds. The spec says a malformed value
 * (not 4 items) counts as zero rather than breaking the card, so any other
 * length is normalised to [0, 0, 0, 0] instead of rejecting the product.
 */
export const CountdownSchema = z.pipe(
  z.array(z.number().check(z.minimum(0))),
  z.transform((v: number[]): Countdown => (v.length === 4 ? [v[0]!, v[1]!, v[2]!, v[3]!] : [0, 0, 0, 0])),
);

export const ProductSchema = z.object({
  _id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  thumbnail: z.string().check(z.minLength(1)),
  /** Whole stars 0-5; read-only fractional values render half stars. */
  rating: z.number().check(z.minimum(0), z.maximum(5)),
  price: z.number().check(z.nonnegative()),
  reviewsCount: z.int().check(z.nonnegative()),
  discount: DiscountSchema,
  quantity: z.int().check(z.nonnegative()),
  category: z.string().check(z.minLength(1)),
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

export const ProductIdParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) });

/** GET /products answers an array, or an object holding one. */
export const ProductListEnvelopeSchema = z.union([
  z.array(z.unknown()),
  z.object({ products: z.array(z.unknown()) }),
]);
