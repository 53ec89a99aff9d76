import type { Language } from './i18n';

// Intl formatters are costly to create: one per language and kind, on first use.
const numbers = new Map<Language, Intl.NumberFormat>();
const dates = new Map<Language, Intl.DateTimeFormat>();

const intlLocale = (language: Language) => (language === 'bn' ? 'bn-BD' : 'en-US');

/** A count in the language's digits: `12` or `১২`; Indian grouping in Bengali. */
export function formatNumber(value: number, language: Language): string {
  if (language === 'en') return String(value);
  let format = numbers.get(language);
  if (!format) numbers.set(language, (format = new Intl.NumberFormat(intlLocale(language))));
  return format.format(value);
}

/** A code (an order or phone number) in the language's digits, ungrouped: `ORD-1001` or `ORD-১০০১`. */
export function formatCode(code: string, language: Language): string {
  if (language === 'en') return code;
  return code.replace(/[0-9]/g, (digit) => formatNumber(Number(digit), language));
}

/** `Nov 24, 2026` or `২৪ নভে, ২০২৬`. */
export function formatDate(date: Date, language: Language): string {
  let format = dates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    dates.set(language, format);
  }
  return format.format(date);
}
