import { describe, expect, it } from 'vitest';
import { isShopperKind, SHOPPERS, SHOPPER_KINDS, shopperCookies, storageInitScript } from './shoppers';

const ORIGIN = 'http://127.0.0.1:5060';

/** Runs an init script against a fake page at `href`, returning what it stored. */
function storedBy(script: string, href: string) {
  const stored: Record<string, string> = {};
  const localStorage = { setItem: (key: string, value: string) => void (stored[key] = value) };
  new Function('location', 'localStorage', script)(new URL(href), localStorage);
  return stored;
}

describe('npm run perf:phone: shoppers', () => {
  it('are the five kinds of the issue', () => {
    expect(SHOPPER_KINDS).toEqual(['en-usd', 'bn', 'en-tk', 'bn-tk', 'bn-browser']);
    expect(isShopperKind('bn-tk')).toBe(true);
    expect(isShopperKind('toString')).toBe(false);
  });

  it('store a saved choice where the app reads it, on the measured origin only', () => {
    const script = storageInitScript(SHOPPERS['bn-tk'], ORIGIN);
    expect(storedBy(script, `${ORIGIN}/productFilter`)).toEqual({ language: 'bn', currency: 'Tk' });
    expect(storedBy(script, 'http://127.0.0.1:5070/')).toEqual({});
    expect(storedBy(storageInitScript(SHOPPERS['en-tk'], ORIGIN), `${ORIGIN}/`)).toEqual({
      language: 'en',
      currency: 'Tk',
    });
    expect(storedBy(storageInitScript(SHOPPERS.bn, ORIGIN), `${ORIGIN}/`)).toEqual({
      language: 'bn',
      currency: 'USD',
    });
  });

  it('send the hosting cookies of a saved choice: the language, and Taka as the made-up country xt', () => {
    expect(shopperCookies(SHOPPERS['bn-tk'], ORIGIN)).toEqual([
      { name: 'firebase-language-override', value: 'bn', url: ORIGIN },
      { name: 'firebase-country-override', value: 'xt', url: ORIGIN },
    ]);
    expect(shopperCookies(SHOPPERS['en-tk'], ORIGIN).map((c) => c.value)).toEqual(['en', 'xt']);
    expect(shopperCookies(SHOPPERS.bn, ORIGIN)).toEqual([
      { name: 'firebase-language-override', value: 'bn', url: ORIGIN },
    ]);
  });

  it('leave a first visit without storage or cookies, its browser speaking English or Bengali', () => {
    for (const kind of ['en-usd', 'bn-browser'] as const) {
      expect(SHOPPERS[kind].storage).toEqual({});
      expect(shopperCookies(SHOPPERS[kind], ORIGIN)).toEqual([]);
    }
    expect(SHOPPERS['en-usd'].locale).toBe('en-US');
    expect(SHOPPERS['bn-browser'].locale).toBe('bn-BD');
  });
});
