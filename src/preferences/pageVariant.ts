import type { Language } from '../i18n/i18n';
import type { Currency } from '../lib/price';

/**
 * Each public page is built per language and currency; the host picks by Firebase Hosting's i18n
 * cookies (docs/decisions/033-a-first-paint-for-every-shopper.md), the country one carrying the currency.
 */
export const LANGUAGE_COOKIE = 'firebase-language-override';
export const COUNTRY_COOKIE = 'firebase-country-override';
/** Taka as a user-assigned ISO 3166 code, which no geolocation answers: a real country never picks Taka. */
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
 * A variant's build folder as the host's i18n lookup finds it: English and dollars at the top; else
 * `bn_ALL` (any country), `ALL_xt` (Taka, any language) or `bn_xt` (which the host tries first).
 */
export function variantFolder({ language, currency }: PageVariant): string {
  const country = currency === 'Tk' ? TAKA_COUNTRY : 'ALL';
  if (language === 'en') return country === 'ALL' ? '' : `${LOCALIZED_ROOT}/ALL_${country}`;
  return `${LOCALIZED_ROOT}/${language}_${country}`;
}

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** The cookies asking the host for a variant, as `document.cookie` assignments (as index.html writes). */
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
 * The utility bar's choice links' parameters (`?lang=bn`, `?cur=Tk`): before the app runs, index.html
 * stores the choice as the app does and reloads the page without them, in the chosen variant.
 */
export const CHOICE_PARAMS = { language: 'lang', currency: 'cur' } as const;

/** `search` with one choice parameter set (the others, a filter's for one, are kept). */
export function withChoice(search: string, name: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `?${params}`;
}

/**
 * The variant Firebase Hosting's i18n rewrites pick (superstatic's `lib/utils/i18n.js`): the cookies
 * win, else the browser's first language (Chromium gives every other one a `q`, which the host never
 * matches); a country but Taka's has no folder. Where the host is not asked (a service worker), the same.
 */
export function hostPickedVariant(
  languageCookie: string | undefined,
  countryCookie: string | undefined,
  browserLanguage: string | undefined,
): PageVariant {
  const languages = languageCookie ? languageCookie.split(',') : [browserLanguage?.split('-')[0] ?? ''];
  return {
    language: languages.includes('bn') ? 'bn' : 'en',
    currency: countryCookie === TAKA_COUNTRY ? 'Tk' : 'USD',
  };
}
