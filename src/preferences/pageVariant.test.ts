import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withNarrowingParams } from '../../tooling/earlyScript';
import { rememberVariant, variantFolder, type PageVariant } from './pageVariant';

/** index.html's inline script as the build ships it (the filter parameters filled in), run before the first paint. */
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(
  withNarrowingParams(readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8')),
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
  vi.unstubAllGlobals();
  root.lang = 'en';
  delete root.dataset.currency;
  delete root.dataset.render;
  delete root.dataset.account;
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

describe("index.html's hint of the visitor's sign-in, before the first paint", () => {
  const page = { language: 'en', currency: 'USD' } as const;

  it('marks <html data-account> with what the app last heard from Firebase (src/auth/accountHint.ts)', () => {
    load(page, { account: 'in' });
    expect(root.dataset.account).toBe('in');
    load(page, { account: 'out' });
    expect(root.dataset.account).toBe('out');
  });

  it('leaves it unmarked on a first visit, or with a value it does not know: the neutral placeholder', () => {
    delete root.dataset.account;
    load(page, {});
    expect(root.dataset.account).toBeUndefined();
    load(page, { account: 'maybe' });
    expect(root.dataset.account).toBeUndefined();
  });

  it('marks it on a page it then hides or reloads for another variant, too', () => {
    delete root.dataset.account;
    load(page, { account: 'in', language: 'bn' });
    expect(root.dataset.render).toBe('client');
    expect(root.dataset.account).toBe('in');
  });
});

/** index.html's inline script at `url`, with a stand-in for the page's location. */
function runAt(url: string, { stored = {} }: { stored?: Record<string, string> } = {}) {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
  root.lang = 'en';
  root.dataset.currency = 'USD';
  delete root.dataset.render;
  delete root.dataset.filtered;
  const at = new URL(url);
  const location = {
    href: at.href,
    pathname: at.pathname,
    search: at.search,
    hash: at.hash,
    replace: vi.fn(),
  };
  new Function('location', inlineScript)(location);
  return { replace: location.replace };
}

describe("index.html's inline script, for what a shopper did before the app's scripts", () => {
  // The next page loads once the choice's cookies are stored (cookieStore where there is one): a moment later.
  it('keeps a language or currency chosen by link, as the app keeps it, and loads the page without the parameter', async () => {
    const { replace } = runAt('http://shop.test/productFilter?category=Bakery&lang=bn&cur=Tk#top');
    expect(localStorage.getItem('language')).toBe('bn');
    expect(localStorage.getItem('currency')).toBe('Tk');
    expect(cookies()).toEqual(['firebase-country-override=xt', 'firebase-language-override=bn']);
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/productFilter?category=Bakery#top'));
    expect(root.dataset.render).toBe('client'); // this page is the other variant: hidden meanwhile

    const back = runAt('http://shop.test/?cur=USD', { stored: { language: 'bn', currency: 'Tk' } });
    expect(localStorage.getItem('currency')).toBe('USD');
    expect(cookies()).toEqual(['firebase-language-override=bn']);
    await vi.waitFor(() => expect(back.replace).toHaveBeenCalledWith('/'));
  });

  it('waits for cookieStore where the host picks the page by cookie, not where the page lists its variants', async () => {
    let stored = () => {};
    const cookiesStored = new Promise<void>((resolve) => (stored = resolve));
    const set = vi.fn(() => cookiesStored);
    vi.stubGlobal('cookieStore', { set, delete: set });
    const byCookie = runAt('http://shop.test/?lang=bn');
    expect(set).toHaveBeenCalled();
    expect(byCookie.replace).not.toHaveBeenCalled();
    stored();
    await vi.waitFor(() => expect(byCookie.replace).toHaveBeenCalledWith('/'));

    set.mockClear();
    const listed = document.head.appendChild(document.createElement('meta'));
    listed.name = 'page-variants';
    listed.content = 'en_USD=/ bn_USD=/bn/';
    try {
      const byPath = runAt('http://shop.test/?lang=bn');
      expect(set).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(byPath.replace).toHaveBeenCalledWith('/bn/'));
    } finally {
      listed.remove();
    }
  });

  it('ignores a parameter it does not know the value of, and still drops it', async () => {
    const { replace } = runAt('http://shop.test/?lang=fr', { stored: { language: 'bn' } });
    expect(localStorage.getItem('language')).toBe('bn');
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
  });

  it('marks a filtered URL, whose first screen in the HTML waits for the app to filter it; no other', () => {
    for (const search of ['?category=Bakery', '?stock=out', '?min=5', '?max=%E0%A7%AB%E0%A7%A6&stock=all']) {
      runAt(`http://shop.test/productFilter${search}`);
      expect(root.dataset.filtered, search).toBe('');
    }
    for (const url of [
      'http://shop.test/productFilter',
      'http://shop.test/productFilter?scenario=empty#top',
    ]) {
      runAt(url);
      expect(root.dataset.filtered, url).toBeUndefined();
    }
  });

  it('ticks the theme switch for a synthwave shopper as it is parsed, so that unticking it switches to light', async () => {
    runAt('http://shop.test/', { stored: { theme: 'synthwave' } });
    expect(root.dataset.theme).toBe('synthwave'); // before the switch is there
    const toggle = document.createElement('input');
    toggle.type = 'checkbox';
    toggle.className = 'toggle theme-controller';
    document.body.append(toggle);
    await vi.waitFor(() => expect(toggle.checked).toBe(true));
    expect(root.dataset.theme).toBe('light'); // the switch decides from now on (daisyUI's :has rule)
    toggle.remove();
  });
});
