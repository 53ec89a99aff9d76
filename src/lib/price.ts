/** docs/product.md §9: price minus price × discount / 100, rounded to 2 decimals. */
export function discountedPrice(price: number, discount: number): number {
  return roundToCents(price - (price * discount) / 100);
}

export function roundToCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export type Currency = 'USD' | 'Tk';
/** The language prices are written in: Bengali uses Bengali digits and lakh grouping. */
export type PriceLanguage = 'en' | 'bn';

/** The one fixed rate (a demo figure; the backend's prices are dollars, and offline has no live rate). */
export const TAKA_PER_USD = 122;

/** The sign written before an amount in `currency`. */
export function currencySymbol(currency: Currency): string {
  return currency === 'Tk' ? '৳' : '$';
}

/** A dollar amount in the chosen currency (what the shopper sees and types). */
export function fromUsd(usd: number, currency: Currency): number {
  return currency === 'Tk' ? roundToCents(usd * TAKA_PER_USD) : usd;
}

/** What the shopper typed in the chosen currency, back in dollars (filters compare dollars). */
export function toUsd(amount: number, currency: Currency): number {
  return currency === 'Tk' ? amount / TAKA_PER_USD : amount;
}

/** `1234.5` -> `1,234.50`. By hand: ICU formatting of a grid's prices was its first render's largest cost. */
export function twoDecimals(amount: number): string {
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 ? '-' : ''}${grouped}.${cents}`;
}

// Bengali needs ICU (digits, lakh grouping `১,২২,০০০.০০`): one formatter, on first use.
let bengaliFormat: Intl.NumberFormat | undefined;
function bengaliDecimals(amount: number): string {
  bengaliFormat ??= new Intl.NumberFormat('bn-BD', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return bengaliFormat.format(amount);
}

/** A dollar price as the shopper sees it in `currency`: converted, to the cent the formatter shows. */
export function shownAmount(usd: number, currency: Currency): number {
  return roundToCents(fromUsd(usd, currency));
}

/** An amount already in `currency` written as a price: `৳1,500.00`, `৳১,৫০০.০০`, `$12.50`. */
export function formatAmount(amount: number, currency: Currency, language: PriceLanguage = 'en'): string {
  const rounded = roundToCents(amount);
  const digits = language === 'bn' ? bengaliDecimals(rounded) : twoDecimals(rounded);
  return `${currencySymbol(currency)}${digits}`;
}

/**
 * The one price formatter, from dollars: `$12.50`, `৳1,525.00`, `৳১,৫২৫.০০`. The symbol leads, as on
 * Bangladeshi price tags (Intl's BDT style puts it after).
 */
export function formatPrice(usd: number, currency: Currency, language: PriceLanguage = 'en'): string {
  return formatAmount(shownAmount(usd, currency), currency, language);
}

// Amounts a shopper types: ./typedAmount.ts, out of the code every page loads.
