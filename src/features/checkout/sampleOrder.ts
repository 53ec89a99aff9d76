/**
 * The static checkout's sample figures (docs/product.md §9), in dollars like every
 * price, shown in the chosen currency through the one price formatter.
 */
export const SAMPLE_ORDER = {
  subtotal: 9.09,
  shipping: 10,
  total: 19.09,
  freeShippingGap: 299.71,
  /** How far the subtotal is toward free shipping: 9.09 of 9.09 + 299.71. */
  freeShippingProgress: { value: 9.09, max: 308.8 },
} as const;
