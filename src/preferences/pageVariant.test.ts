import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberVariant, variantFolder, type PageVariant } from './pageVariant';

/** index.html's inline script, which runs before the first paint. */
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(
  readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8'),
)![1]!;

const root = document.documentElement;

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

/** Loads a built page of `variant` (its <html> marks) for a shopper with these stored choices. */
function load(page: PageVariant, stored: Record<string, string>, browserLanguages = ['en-US']) {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
  root.lang = page.language;
  root.dataset.currency = page.currency;
  delete root.dataset.render;
  new Function(inlineScript)();
}

const cookies = () => document.cookie.split('; ').filter(Boolean).sort();

beforeEach(clearCookies);
afterEach(() => {
  clearCookies();
  localStorage.clear();
  vi.restoreAllMocks();
  root.lang = 'en';
  delete root.dataset.currency;
  delete root.dataset.render;
});

describe('which page variant a shopper is sent', () => {
  it('puts English and dollars at the top, Bengali and Taka where the host looks for them', () => {
    expect(variantFolder({ language: 'en', currency: 'USD' })).toBe('');
    expect(variantFolder({ language: 'bn', currency: 'USD' })).toBe('localized/bn_ALL');
    expect(variantFolder({ language: 'en', currency: 'Tk' })).toBe('localized/ALL_xt');
    expect(variantFolder({ language: 'bn', currency: 'Tk' })).toBe('localized/bn_xt');
  });

  it('a choice asks the host for its variant by cookie, as index.html does on every load', () => {
    const stored = { language: 'bn', currency: 'Tk' } as const;
    rememberVariant(stored);
    const fromApp = cookies();
    expect(fromApp).toEqual(['firebase-country-override=xt', 'firebase-language-override=bn']);

    clearCookies();
    load({ language: 'en', currency: 'USD' }, stored);
    expect(cookies()).toEqual(fromApp);

    // Back to dollars: the Taka cookie goes, from both.
    rememberVariant({ language: 'bn', currency: 'USD' });
    expect(cookies()).toEqual(['firebase-language-override=bn']);
    load({ language: 'bn', currency: 'Tk' }, { language: 'bn', currency: 'USD' });
    expect(cookies()).toEqual(['firebase-language-override=bn']);
  });
});

describe("index.html's check of the page against the shopper's choice", () => {
  it('shows a page in the chosen language and currency as it is', () => {
    load({ language: 'bn', currency: 'Tk' }, { language: 'bn', currency: 'Tk' });
    expect(root.dataset.render).toBeUndefined();
    expect(root.lang).toBe('bn');
  });

  it("hides a page in another language or currency until the app has rendered the shopper's", () => {
    load({ language: 'en', currency: 'USD' }, { language: 'bn' });
    expect(root.dataset.render).toBe('client');
    expect(root.lang).toBe('bn');

    load({ language: 'bn', currency: 'USD' }, { language: 'bn', currency: 'Tk' });
    expect(root.dataset.render).toBe('client');

    load({ language: 'bn', currency: 'USD' }, { language: 'en' }, ['bn-BD']);
    expect(root.dataset.render).toBe('client');
    expect(root.lang).toBe('en');
  });

  it("follows a first visit's browser language, as the host does, and writes no cookie for it", () => {
    load({ language: 'bn', currency: 'USD' }, {}, ['bn-BD', 'en-US']);
    expect(root.dataset.render).toBeUndefined();
    load({ language: 'en', currency: 'USD' }, {}, ['bn-BD', 'en-US']);
    expect(root.dataset.render).toBe('client');
    expect(cookies()).toEqual([]);
  });

  it('reads a page without a currency mark (the app shell, the dev server) as dollars', () => {
    load({ language: 'en', currency: 'USD' }, { currency: 'USD' });
    delete root.dataset.currency;
    new Function(inlineScript)();
    expect(root.dataset.render).toBeUndefined();
  });
});
