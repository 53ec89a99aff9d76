/** Spec section 9: price minus price × discount / 100, rounded to 2 decimals. */
export function discountedPrice(price: number, discount: number): number {
  return roundToCents(price - (price * discount) / 100);
}

export function roundToCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export type Currency = 'USD' | 'Tk';

/**
 * One documented fixed rate for the Tk selector: 1 USD = 122 Tk (a demo
 * figure; the backend's prices are dollars and there is no live rate offline).
 */
export const TAKA_PER_USD = 122;

// One formatter for every price: toLocaleString with options builds a new one
// per call (~0.25 ms), which adds up over a grid of cards.
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `$12.50` or `৳1,525.00`: prices are stored in dollars and converted for Tk. */
export function formatPrice(usd: number, currency: Currency): string {
  const amount = currency === 'Tk' ? roundToCents(usd * TAKA_PER_USD) : roundToCents(usd);
  const digits = TWO_DECIMALS.format(amount);
  return currency === 'Tk' ? `৳${digits}` : `$${digits}`;
}
