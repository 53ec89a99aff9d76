import { amount, count, IdSchema, ImageUrlSchema, MAX_PRICE, MAX_QUANTITY, text } from './text';
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

/** Days, hours, minutes, seconds; another length counts as zero, not a bad product (docs/product.md §4). */
export const CountdownSchema = z.pipe(
  z.array(amount(1_000_000)),
  z.transform((v: number[]): Countdown => (v.length === 4 ? [v[0]!, v[1]!, v[2]!, v[3]!] : [0, 0, 0, 0])),
);

export const ProductSchema = z.object({
  _id: IdSchema,
  name: text(500),
  thumbnail: ImageUrlSchema,
  /** Whole stars 0-5; read-only fractional values render half stars. */
  rating: z.number().check(z.minimum(0), z.maximum(5)),
  price: amount(MAX_PRICE),
  reviewsCount: count(1_000_000_000),
  discount: DiscountSchema,
  quantity: count(MAX_QUANTITY),
  category: text(200),
  summary: z.object({ shortDescription: text(2000, 0) }),
  details: z.object({
    description: text(10_000, 0),
    paymentInfo: text(2000, 0),
    warrantyInfo: text(2000, 0),
    specialOfferCountdown: CountdownSchema,
  }),
});
/** A product as the app uses it (discount already a number). */
export type Product = z.output<typeof ProductSchema>;
/** A product as it travels over the wire. */
export type ProductWire = z.input<typeof ProductSchema>;

export const ProductIdParamsSchema = z.object({ id: IdSchema });

/** GET /products answers an array, or an object holding one. */
export const ProductListEnvelopeSchema = z.union([
  z.array(z.unknown()),
  z.object({ products: z.array(z.unknown()) }),
]);
