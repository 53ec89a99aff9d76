import type { Page } from '@playwright/test';
import { PUBLIC_PAGES } from '../../src/app/routeTable';
import { signInAsAyesha } from '../accounts/helpers';
import { expect, test } from '../support/fixtures';
import { chooseLanguage, chooseCurrency, expectLanguage, expectCurrency } from '../support/preferences';

/** The utility bar's selectors, named in whichever language is showing. */
const html = (page: Page) => page.locator('html');
const BENGALI_DIGIT = /[০-৯]/;

/** The tab titles docs/product.md §2 names, in English and Bengali; every other page is checked for its language. */
const TITLES: Record<string, readonly [string, string]> = {
  '/': ['Home', 'হোম'],
  '/productFilter': ['Products', 'পণ্য'],
  '/Checkout': ['Checkout', 'চেকআউট'],
  '/blog': ['Blog', 'ব্লগ'],
  '/contact': ['Contact', 'যোগাযোগ'],
  '/trending': ['Trending Products', 'জনপ্রিয় পণ্য'],
  '/no-such-page': ['404 | Page Not Found', '৪০৪ | পাতাটি পাওয়া যায়নি'],
  '/login': ['Sign in', 'সাইন ইন'],
  '/signUp': ['SignUp', 'সাইন আপ'],
};
/** Every public page of the route table, and an unknown URL. */
const PUBLIC_PATHS = [...PUBLIC_PAGES.map((page) => page.path), '/no-such-page'];
const BENGALI = /[\u0980-\u09FF]/;

/** The page's tab title is the one docs/product.md names, or, for another page, in the language's script. */
async function expectTitle(page: Page, path: string, language: 'en' | 'bn') {
  const named = TITLES[path]?.[language === 'en' ? 0 : 1];
  if (named) return expect(page).toHaveTitle(named);
  await expect(page).toHaveTitle(/./);
  expect(BENGALI.test(await page.title()), `${path}'s title in ${language}`).toBe(language === 'bn');
}

const SIGNED_IN_ROUTES = [
  { path: '/auth', title: ['Profile', 'প্রোফাইল'] },
  { path: '/auth/orderDetails', title: ['My Orders', 'আমার অর্ডার'] },
  { path: '/auth/wishlists', title: ['My Wishlist', 'আমার উইশলিস্ট'] },
  { path: '/auth/settings', title: ['Page not found', 'পাতাটি পাওয়া যায়নি'] },
] as const;

test('Bengali and Tk switch every public route, survive a reload, and switch back', async ({ page }) => {
  test.setTimeout(20_000 + PUBLIC_PATHS.length * 2 * 3_000); // each page twice, a few seconds a load on a busy machine
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await chooseLanguage(page, 'bn');
  await chooseCurrency(page, 'Tk');
  await expect(html(page)).toHaveAttribute('lang', 'bn');
  await expect(page).toHaveTitle('হোম');
  await expect(
    page.getByRole('navigation', { name: 'প্রধান মেনু' }).getByRole('link', { name: 'হোম' }),
  ).toBeVisible();

  for (const path of PUBLIC_PATHS) {
    await page.goto(path);
    await expect(html(page)).toHaveAttribute('lang', 'bn');
    await expectTitle(page, path, 'bn');
  }

  await page.goto('/productFilter');
  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'bn');
  await expectLanguage(page, 'bn');
  await expectCurrency(page, 'Tk');
  // Prices in taka with Bengali digits and lakh grouping.
  const firstCard = page.getByRole('region', { name: 'পণ্য' }).getByRole('article').first();
  await expect(firstCard).toContainText(/৳[০-৯,]+\.[০-৯]{2}/);
  await expect(firstCard).toContainText(/\([০-৯]+\)/); // the review count in Bengali digits too
  await expect(page.getByText('দাম অনুযায়ী ফিল্টার')).toBeVisible();

  await chooseLanguage(page, 'en');
  await chooseCurrency(page, 'USD');
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Products');
  for (const path of PUBLIC_PATHS) {
    await page.goto(path);
    await expectTitle(page, path, 'en');
  }
  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'en');
});

test('signed-in routes follow the language, and the dashboard 404 has its own title', async ({ page }) => {
  await signInAsAyesha(page);
  await chooseLanguage(page, 'bn');
  await expect(html(page)).toHaveAttribute('lang', 'bn');
  for (const route of SIGNED_IN_ROUTES) {
    await page.goto(route.path);
    await expect(html(page)).toHaveAttribute('lang', 'bn');
    await expect(page).toHaveTitle(route.title[1]);
  }
  // Order dates in Bengali.
  await page.goto('/auth/orderDetails');
  await expect(
    page.getByRole('table', { name: 'আমার অর্ডার' }).getByRole('cell', { name: /২০২৪/ }).first(),
  ).toBeVisible();

  await chooseLanguage(page, 'en');
  for (const route of SIGNED_IN_ROUTES) {
    await page.goto(route.path);
    await expect(page).toHaveTitle(route.title[0]);
  }
});

test('with Tk the price filter takes taka: ৳12,200 is $100 when the shopper switches to dollars', async ({
  page,
}) => {
  await page.goto('/productFilter');
  await chooseCurrency(page, 'Tk');
  const sidebar = page.getByRole('complementary', { name: 'Widget Filters' });
  const max = sidebar.getByRole('spinbutton', { name: 'Maximum price' });
  await expect(max).toHaveAttribute('aria-valuemax', String(1000 * 122)); // the 1000-dollar ceiling, in taka
  // The catalog in, so the box's value stops following the dearest product (as price-filter.spec waits).
  await expect(sidebar.getByText('80', { exact: true }).first()).toBeVisible();
  await expect(max).not.toHaveAttribute('aria-valuenow', String(1000 * 122));
  await max.fill('12200');
  await max.press('Enter');
  // Kept in taka as typed, not as dollars rounded to cents.
  await expect(page).toHaveURL(/max=12200&currency=Tk$/);
  await expect(max).toHaveValue('12200');
  await expect(sidebar.getByText('৳12,200.00')).toBeVisible();
  // The other currency converts the typed taka once.
  await chooseCurrency(page, 'USD');
  await expect(max).toHaveValue('100');
  await expect(sidebar.getByText('$100.00')).toBeVisible();
});

test('a Bengali browser opens in Bengali on its first visit', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'bn-BD' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('lang', 'bn');
  await expect(page).toHaveTitle('হোম');
  await expect(page.getByRole('timer', { name: 'এই অফারের বাকি সময়' })).toContainText(BENGALI_DIGIT);
  await context.close();
});

test('the Bengali font loads only when a Bengali glyph is on the page', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (/noto-sans-bengali/.test(request.url())) fontRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Category Products' })).toBeVisible();
  await page.goto('/productFilter');
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();
  expect(fontRequests).toEqual([]); // English and USD: no Bengali font at all

  await chooseCurrency(page, 'Tk'); // ৳ is a Bengali glyph
  // Drawn in Noto Sans Bengali: the device's own (local(), no request), else the woff2 it fetched.
  // A face, not every face: the page's critical CSS and its stylesheet each declare the font, and
  // one loaded face draws the glyph (document.fonts.check wants them all, timing-dependent).
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await document.fonts.load('16px "Noto Sans Bengali"', '৳')).some((face) => face.status === 'loaded'),
      ),
    )
    .toBe(true);
  expect(fontRequests.every((url) => url.endsWith('.woff2'))).toBe(true);
});

test.describe('Logout', () => {
  test('the dashboard side menu signs out with the toast and lands on /login', async ({ page }) => {
    await signInAsAyesha(page);
    await page.goto('/auth');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByText('Successfully Logged Out')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/login$/); // signed out: the dashboard sends to /login
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0); // the login page has no header
  });

  test('the profile card signs out with the toast', async ({ page }) => {
    await signInAsAyesha(page);
    await page.goto('/auth');
    await page.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Successfully Logged Out')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test('the preview banner covers nothing and stays closed after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Preview backend status' });
  await expect(banner.getByText('Preview backend running in this workspace.')).toBeVisible();
  // In the flow above the page: nothing is under it.
  const box = (await banner.boundingBox())!;
  const under = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('aside')?.getAttribute('aria-label') ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(under).toBe('Preview backend status');
  await page.mouse.wheel(0, 2000);
  await expect(banner).not.toBeInViewport();

  await banner.getByRole('button', { name: 'Close preview banner' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Category Products' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
