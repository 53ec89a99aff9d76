import type { Language } from '../i18n/i18n';
import type { Currency } from '../lib/price';

/**
 * Each public page is built in four variants, one per language and currency, and the host picks
 * the one a shopper gets by two cookies (docs/decisions/033-a-first-paint-for-every-shopper.md).
 * These are Firebase Hosting's i18n cookies: the language cookie wins over Accept-Language, and
 * the country cookie carries the currency, since the host chooses by language and country only.
 */
export const LANGUAGE_COOKIE = 'firebase-language-override';
export const COUNTRY_COOKIE = 'firebase-country-override';
/**
 * Taka travels as a made-up country: XT is a user-assigned ISO 3166 code, which no geolocation
 * answers, so a visitor's real country never picks a Taka page for them.
 */
export const TAKA_COUNTRY = 'xt';

export interface PageVariant {
  language: Language;
  currency: Currency;
}

export const PAGE_VARIANTS: readonly PageVariant[] = [
  { language: 'en', currency: 'USD' },
  { language: 'bn', currency: 'USD' },
  { language: 'en', currency: 'Tk' },
  { language: 'bn', currency: 'Tk' },
];

/** Where the hosting config's `i18n.root` points (firebase.json). */
export const LOCALIZED_ROOT = 'localized';

/**
 * The build folder holding a variant's pages, as the host's i18n lookup finds them: English and
 * dollars at the top; Bengali under `bn_ALL` (any country); Taka under the Taka country, for any
 * language (`ALL_xt`) and for Bengali (`bn_xt`, which the host tries first).
 */
export function variantFolder({ language, currency }: PageVariant): string {
  const country = currency === 'Tk' ? TAKA_COUNTRY : 'ALL';
  if (language === 'en') return country === 'ALL' ? '' : `${LOCALIZED_ROOT}/ALL_${country}`;
  return `${LOCALIZED_ROOT}/${language}_${country}`;
}

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cookies that ask the host for this shopper's variant, as `document.cookie` assignments
 * (index.html's inline script writes the same on every load, from the stored choice).
 */
export function variantCookies({ language, currency }: PageVariant): string[] {
  const attributes = `; path=/; SameSite=Lax; max-age=`;
  return [
    `${LANGUAGE_COOKIE}=${language}${attributes}${YEAR_IN_SECONDS}`,
    currency === 'Tk'
      ? `${COUNTRY_COOKIE}=${TAKA_COUNTRY}${attributes}${YEAR_IN_SECONDS}`
      : `${COUNTRY_COOKIE}=${attributes}0`,
  ];
}

/** Tells the host which variant to send on this shopper's next load. */
export function rememberVariant(variant: PageVariant) {
  for (const cookie of variantCookies(variant)) document.cookie = cookie;
}

/**
 * The query parameters of the utility bar's language and currency links (`?lang=bn`, `?cur=Tk`):
 * before the app runs, index.html's inline script keeps the choice as the app does (storage and
 * cookies) and loads the same page without them, which the host sends in the chosen variant.
 */
export const CHOICE_PARAMS = { language: 'lang', currency: 'cur' } as const;

/** `search` with one choice parameter set (the others, a filter's for one, are kept). */
export function withChoice(search: string, name: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `?${params}`;
}
