import { ayesha, hydrated, signInThroughForm } from '../support/fixtures';
import { chooseLanguage, expectLanguage } from '../support/preferences';
import { accountMenu, expect, test } from './fixtures';

/**
 * A first visit of the static demo (dist-demo/ on a plain static host, decision 034): the page is
 * adopted before the in-page backend (the MSW worker) has started, and a Bengali browser gets the
 * Bengali HTML at once, though the host cannot choose it. Paths are relative to the project's baseURL.
 */

/** What the page's HTML showed once parsed, before the app's scripts ran (module scripts run before this event). */
const recordParsedPage = () =>
  document.addEventListener('DOMContentLoaded', () => {
    const html = document.documentElement;
    Object.assign(window, {
      parsed: { lang: html.lang, hidden: html.dataset.render === 'client', path: location.pathname },
      parsedHeading: document.querySelector('#root h1'),
    });
  });

test.describe('a Bengali browser on a plain static host', () => {
  test.use({ locale: 'bn-BD' });

  test('@smoke paints the Bengali HTML, which React adopts, at the address an English visitor has', async ({
    page,
    baseURL,
  }) => {
    const address = new URL('productFilter', baseURL).href;
    // The HTML alone, no script of the app: the page is Bengali (index.html's script went to its variant).
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('productFilter');
    await expect(page.getByRole('heading', { level: 1, name: 'সব পণ্য' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.unroute('**/assets/*.js');

    await page.addInitScript(recordParsedPage);
    await page.goto('productFilter');
    // The products (the app's, once it has adopted the page).
    await expect(page.getByRole('region', { name: 'পণ্য' }).getByRole('article').first()).toBeVisible();
    // The address shown, and so shared, is the page's own, not the variant's folder.
    expect(page.url()).toBe(address);
    const parsed = await page.evaluate(() => (window as { parsed?: object }).parsed);
    expect(parsed, 'the page as parsed: Bengali, shown, at its one address').toEqual({
      lang: 'bn',
      hidden: false,
      path: new URL(address).pathname,
    });
    const adopted = await page.evaluate(() => {
      const heading = (window as { parsedHeading?: Element | null }).parsedHeading;
      return !!heading && heading === document.querySelector('#root h1');
    });
    expect(adopted, 'the parsed Bengali heading is the one on screen').toBe(true);
    await expectLanguage(page, 'bn');
  });

  test('chooses English in the page, and a reload and a new visit stay English', async ({
    page,
    baseURL,
  }) => {
    await page.goto('./');
    await expectLanguage(page, 'bn');
    // Adopted, and the products in (they wait for that): the switch is the app's, in place.
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await chooseLanguage(page, 'en');
    expect(page.url()).toBe(new URL('./', baseURL).href);

    await page.addInitScript(recordParsedPage);
    await page.goto('productFilter');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    expect(page.url()).toBe(new URL('productFilter', baseURL).href);
    const parsed = await page.evaluate(
      () => (window as { parsed?: { lang: string; hidden: boolean } }).parsed,
    );
    expect(parsed).toMatchObject({ lang: 'en', hidden: false });
    await expectLanguage(page, 'en');
  });
});

test('a sign-in made while the in-page backend is still starting waits for it, then succeeds', async ({
  page,
}) => {
  // The worker's chunk (mocks/browser.ts) is held back until the visitor has asked to sign in.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(/\/assets\/browser-[\w-]+\.js$/, async (route) => {
    held = true;
    await released;
    await route.continue();
  });
  await page.goto('login');
  // The app has adopted the page, though no backend answers yet.
  await hydrated(page);
  expect(held, 'the worker chunk was asked for, and is held').toBe(true);
  await signInThroughForm(page, ayesha);
  release();
  await expect(accountMenu(page)).toBeVisible();
});
