import { fromUsd, roundToCents, toUsd, type Currency, type PriceLanguage } from './price';

/** Amounts a shopper types (the price filter): whole taka, dollars with cents, Bengali or Latin digits. */
const INTL_LOCALE: Record<PriceLanguage, string> = { en: 'en-US', bn: 'bn-BD' };
const TYPED_DECIMALS: Record<Currency, number> = { USD: 2, Tk: 0 };

/** `amount` at the precision a shopper types it in `currency`: 1500.4 Tk -> 1500, $12.345 -> 12.35. */
export function roundTyped(amount: number, currency: Currency): number {
  return currency === 'Tk' ? Math.round(amount) : roundToCents(amount);
}

// A hair below a typed step, so float noise (4.35 * 100 = 434.99999999999994) never floors away a cent.
const NOISE = 1e-6;

/** `amount` rounded outward to a typed step, so the typed bound still includes it (৳303.78 down: 303). */
export function roundTypedOutward(amount: number, currency: Currency, direction: 'down' | 'up'): number {
  const scale = 10 ** TYPED_DECIMALS[currency];
  const steps = direction === 'down' ? Math.floor(amount * scale + NOISE) : Math.ceil(amount * scale - NOISE);
  return steps / scale;
}

/** A typed amount in another currency, at the typed precision of `to` (a link written in taka, read in dollars). */
export function convertTyped(amount: number, from: Currency, to: Currency): number {
  return from === to ? roundTyped(amount, to) : roundTyped(fromUsd(toUsd(amount, from), to), to);
}

interface NumberSymbols {
  /** The language's digits, zero first. */
  digits: readonly string[];
  group: string;
  decimal: string;
}

const symbolsByLanguage = new Map<PriceLanguage, NumberSymbols>();

/** The digits and separators the language writes numbers with, as Intl writes 9,876,543,210.5. */
function numberSymbols(language: PriceLanguage): NumberSymbols {
  let symbols = symbolsByLanguage.get(language);
  if (!symbols) {
    const parts = new Intl.NumberFormat(INTL_LOCALE[language]).formatToParts(9876543210.5);
    const part = (type: Intl.NumberFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    // The integer parts spell 9 down to 0, so digit d is the (9 - d)th character.
    const descending = parts.flatMap((p) => (p.type === 'integer' ? [...p.value] : []));
    symbols = { digits: descending.reverse(), group: part('group'), decimal: part('decimal') };
    symbolsByLanguage.set(language, symbols);
  }
  return symbols;
}

/** A digit in either of the shop's languages: the keyboard a shopper has need not follow the page. */
function digitValue(char: string): number | undefined {
  for (const language of Object.keys(INTL_LOCALE) as PriceLanguage[]) {
    const digit = numberSymbols(language).digits.indexOf(char);
    if (digit >= 0) return digit;
  }
  return undefined;
}

const PLAIN_AMOUNT = /^(?:\d+(?:,\d+)*)?(?:\.\d*)?$/;

/**
 * A typed amount in Bengali or Latin digits, grouped or not (`১,৫০০`, `1,500`, `১৫০০.৫`);
 * `undefined` for anything else (empty, negative, letters, a second decimal point).
 */
export function parseTypedAmount(text: string, language: PriceLanguage): number | undefined {
  const { group, decimal } = numberSymbols(language);
  let plain = '';
  for (const char of text.trim()) {
    const digit = digitValue(char);
    if (digit !== undefined) plain += String(digit);
    else if (char === decimal) plain += '.';
    // A Latin comma groups too (a shopper on a Latin keyboard), unless it is the language's decimal mark.
    else if (char === group || char === ',') plain += ',';
    else return undefined;
  }
  if (!/\d/.test(plain) || !PLAIN_AMOUNT.test(plain)) return undefined;
  return Number(plain.replaceAll(',', ''));
}

const typedFormats = new Map<string, Intl.NumberFormat>();

/** An amount as an input holds it: the language's digits, no grouping or sign (`১৫০০`, `12.5`). */
export function writeTypedAmount(amount: number, currency: Currency, language: PriceLanguage): string {
  const key = `${language} ${currency}`;
  let format = typedFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[language], {
      useGrouping: false,
      maximumFractionDigits: TYPED_DECIMALS[currency],
    });
    typedFormats.set(key, format);
  }
  return format.format(roundTyped(amount, currency));
}
