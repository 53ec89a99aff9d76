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

/**
 * `1234.5` -> `1,234.50`. By hand, not Intl.NumberFormat: a grid formats
 * hundreds of prices during the first render, and ICU formatting was the
 * largest app cost in that render's profile (tens of ms on a slow phone).
 */
export function twoDecimals(amount: number): string {
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 ? '-' : ''}${grouped}.${cents}`;
}

/** `$12.50` or `৳1,525.00`: prices are stored in dollars and converted for Tk. */
export function formatPrice(usd: number, currency: Currency): string {
  const amount = currency === 'Tk' ? roundToCents(usd * TAKA_PER_USD) : roundToCents(usd);
  const digits = twoDecimals(amount);
  return currency === 'Tk' ? `৳${digits}` : `$${digits}`;
}
