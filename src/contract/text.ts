import { z } from './zod';

/* Rules for strings, ids and URLs the app renders or links to: a hostile value is refused, not shown. */

/** C0/C1 controls and the bidi overrides/isolates that make text read differently than it is stored. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SAFE_CHARS = /^[^\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;
const TRIMMED = /^(\S([\s\S]*\S)?)?$/;

/** Plain text: no control or bidi-override characters, no leading/trailing spaces, `min`..`max` long. */
export const text = (max: number, min = 1) =>
  z
    .string()
    .check(
      z.minLength(min),
      z.maxLength(max),
      z.regex(SAFE_CHARS, { error: 'must not contain control or bidi-override characters' }),
      z.regex(TRIMMED, { error: 'must not start or end with whitespace' }),
    );

/** A record id (a URL segment, an object key): no `/` `\` or whitespace, not `.`/`..` or a prototype name. */
export const IdSchema = z.string().check(
  z.minLength(1),
  z.maxLength(200),
  z.regex(SAFE_CHARS, { error: 'must not contain control or bidi-override characters' }),
  z.regex(/^(?!(__proto__|constructor|prototype|\.|\.\.)$)[^/\\\s]+$/, {
    error: 'must not contain / \\ or spaces, nor be . .. __proto__ constructor prototype',
  }),
);

/** An image URL: http(s) on any host, or a path on the app's own origin (not `//host`). */
export const ImageUrlSchema = z.string().check(
  z.maxLength(2000),
  z.regex(/^(https?:\/\/[^\s/?#\\]+[^\s\\]*|\/(?![/\\])[^\s\\]*)$/i, {
    error: 'must be an http(s): URL or a path starting with /',
  }),
  z.regex(SAFE_CHARS, { error: 'must not contain control or bidi-override characters' }),
);

/** A bounded number: finite (zod refuses Infinity/NaN) and within [0, max]. */
export const amount = (max: number) => z.number().check(z.minimum(0), z.maximum(max));
export const count = (max: number) => z.int().check(z.minimum(0), z.maximum(max));

/** Highest price the storefront shows; a bigger one is a broken record, not a product. */
export const MAX_PRICE = 1_000_000;
export const MAX_QUANTITY = 1_000_000;
