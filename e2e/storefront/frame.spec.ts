import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { chooseCurrency, expectCurrency, expectLanguage } from '../support/preferences';

/** VITE_BRAND_NAME of the e2e build (.env.e2e); src/lib/brand.ts reads import.meta.env, which Node lacks. */
const BRAND_NAME = 'FreshBazar';

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });

test.describe('page frame', () => {
  test('shows the promo bar, utility bar, header and footer', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByText('FREE delivery & 40% Discount for next 3 orders! Place your 1st order in.'),
    ).toBeVisible();
    const timer = page.getByRole('timer', { name: 'Time left for this offer' });
    await expect(timer).toContainText(/^(29|30)days/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? ''); // it ticks

    await expect(page.getByRole('link', { name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Account' })).toBeVisible();
    await expect(page.getByText('We deliver to you every day from 7:00 to 23:00')).toBeVisible();
    await expectLanguage(page, 'en');

    await expect(header(page).getByRole('link', { name: BRAND_NAME })).toHaveAttribute('href', '/');
    for (const name of ['Home', 'Blog', 'Contact', 'Trending Products']) {
      await expect(mainNav(page).getByRole('link', { name })).toBeVisible();
    }
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/500 taka off/)).toBeVisible();
    await expect(footer.getByRole('button', { name: 'SEND' })).toBeVisible();
    await expect(footer.getByText('Monday-Friday 9am-6pm')).toBeVisible();
    for (const name of ['Make Money', 'Let Us Help You', 'Get to Know Us']) {
      await expect(footer.getByRole('heading', { name })).toBeVisible();
    }
    await expect(footer.getByText('Download App & Get 20% Discount')).toBeVisible();
    for (const name of ['Terms and Conditions', 'Privacy Policy', 'Order Tracking']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer.getByText(`© 2024 ${BRAND_NAME}. All rights reserved.`)).toBeVisible();
  });

  test('the Categories dropdown opens the filter page for a category', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('button', { name: 'Categories' }).click();
    await mainNav(page).getByRole('link', { name: 'Meat & Seafood' }).click();
    await expect(page).toHaveURL(/\/productFilter\?category=Meat%20%26%20Seafood$/);
    await expect(mainNav(page).getByRole('link', { name: 'Meat & Seafood' })).toBeHidden();
  });

  test('menu links open their pages', async ({ page }) => {
    await page.goto('/');
    for (const [name, heading] of [
      ['Blog', 'Blog'],
      ['Contact', 'Contact'],
      ['Trending Products', 'Trending Products'],
    ] as const) {
      await mainNav(page).getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveTitle('Home');
  });

  test('search suggests matching names and fills the input', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Search' }).click();
    const input = page.getByPlaceholder('Search...');
    await expect(input).toBeFocused();
    await input.fill('ap');
    const suggestions = page.getByRole('list', { name: 'Suggestions' }).getByRole('button');
    await expect(suggestions).toHaveText(['Apple', 'Pineapple']);
    await suggestions.filter({ hasText: 'Pineapple' }).click();
    await expect(input).toHaveValue('Pineapple');
    await expect(page.getByRole('list', { name: 'Suggestions' })).toBeHidden();
  });

  test('theme and currency survive a reload', async ({ page }) => {
    await page.goto('/');
    const products = page.getByRole('list', { name: 'Products' });
    await expect(products.getByText(/\$\d/).first()).toBeVisible();

    await page.getByRole('switch', { name: 'Dark theme' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'synthwave');
    await chooseCurrency(page, 'Tk');
    await expect(products.getByText(/৳\d/).first()).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'synthwave');
    await expect(page.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
    await expectCurrency(page, 'Tk');
    await expect(products.getByText(/৳\d/).first()).toBeVisible();
    await expect(products.getByText(/\$\d/)).toHaveCount(0);

    await page.getByRole('switch', { name: 'Dark theme' }).uncheck();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the header is fixed once the page is scrolled more than 50 px', async ({ page }) => {
    await page.goto('/');
    await expect(header(page)).toHaveCSS('position', 'relative');
    const before = await page.getByRole('heading', { name: 'Shop by Category' }).boundingBox();

    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header(page)).toHaveCSS('position', 'relative');

    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(header(page)).toHaveCSS('position', 'fixed');
    await expect.poll(async () => (await header(page).boundingBox())?.y).toBe(0);
    // The spacer keeps the content where it was: the heading moved by the scroll only.
    const after = await page.getByRole('heading', { name: 'Shop by Category' }).boundingBox();
    expect(Math.round((before?.y ?? 0) - (after?.y ?? 0))).toBe(300);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveCSS('position', 'relative');
  });

  test('unknown paths show the 404 text inside the frame', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: '404 | Page Not Found' })).toBeVisible();
    await expect(header(page)).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveTitle('Home');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('the collapsible menu replaces the desktop menu', async ({ page }) => {
      await page.goto('/');
      const toggle = header(page).getByRole('button', { name: 'Menu', exact: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(mainNav(page)).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(mainNav(page).getByRole('link', { name: 'Blog' })).toBeVisible();
      await mainNav(page).getByText('Categories', { exact: true }).click();
      await mainNav(page).getByRole('link', { name: 'Bakery' }).click();
      await expect(page).toHaveURL(/\/productFilter\?category=Bakery$/);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
});
