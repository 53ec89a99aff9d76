/** The shoppers of `npm run perf:phone`; a saved choice is localStorage and the hosting's i18n cookies. */
import { COUNTRY_COOKIE, LANGUAGE_COOKIE, TAKA_COUNTRY } from '../../src/preferences/pageVariant';

export type Language = 'en' | 'bn';

export interface Shopper {
  language: Language;
  /** The browser's locale: Accept-Language and navigator.languages. */
  locale: string;
  /** The stored choice, as localStorage keys and values; empty for a first visit. */
  storage: Record<string, string>;
  cookies: Record<string, string>;
}

function savedChoice(language: Language, currency: 'USD' | 'Tk'): Shopper {
  return {
    language,
    locale: 'en-US',
    storage: { language, currency },
    cookies: { [LANGUAGE_COOKIE]: language, ...(currency === 'Tk' && { [COUNTRY_COOKIE]: TAKA_COUNTRY }) },
  };
}

export const SHOPPERS = {
  'en-usd': { language: 'en', locale: 'en-US', storage: {}, cookies: {} },
  bn: savedChoice('bn', 'USD'),
  'en-tk': savedChoice('en', 'Tk'),
  'bn-tk': savedChoice('bn', 'Tk'),
  // A first visit from a Bengali phone: the context's locale sets both the header and navigator.languages.
  'bn-browser': { language: 'bn', locale: 'bn-BD', storage: {}, cookies: {} },
} satisfies Record<string, Shopper>;

export type ShopperKind = keyof typeof SHOPPERS;
export const SHOPPER_KINDS = Object.keys(SHOPPERS) as ShopperKind[];

export const isShopperKind = (name: string): name is ShopperKind => Object.hasOwn(SHOPPERS, name);

/** An init script storing the shopper's choice before the page's scripts run, on the measured origin only. */
export function storageInitScript(shopper: Shopper, origin: string): string {
  const entries = JSON.stringify(Object.entries(shopper.storage));
  return `(() => {
  if (location.origin !== ${JSON.stringify(origin)}) return;
  try { for (const [key, value] of ${entries}) localStorage.setItem(key, value); } catch (e) {}
})();`;
}

/** The shopper's cookies for Playwright's `context.addCookies`, on the measured origin. */
export const shopperCookies = (shopper: Shopper, origin: string) =>
  Object.entries(shopper.cookies).map(([name, value]) => ({ name, value, url: origin }));
