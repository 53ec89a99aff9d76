import type { Page } from '@playwright/test';
import { signInAsAyesha } from '../accounts/helpers';
import { expect, test } from '../support/fixtures';

/**
 * Issue 46: a new page opens at its top (it opened where the last one had been scrolled, as if the
 * tap had done nothing), and back and forward return to where the visitor was (app/RootLayout.tsx,
 * React Router's scroll restoration).
 */

const PHONE = { width: 360, height: 740 };
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** Restored where it was, give or take `slack` px (a pixel of rounding by default). */
const near = (target: number, slack = 2) => ({
  asymmetricMatch: (y: number) => Math.abs(y - target) <= slack,
});
const section = (page: Page, name: string) => page.getByRole('region', { name });

test('a link far down the home page opens the filter page at its top; back and forward restore each place', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const viewAll = section(page, 'Category Products').getByRole('link', { name: 'View All →' });
  await viewAll.scrollIntoViewIfNeeded();
  await expect(viewAll).toBeInViewport();
  const down = await scrollY(page);
  expect(down, 'the link is far down the page').toBeGreaterThan(1000);

  await viewAll.click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  // Down this page too, then back: the home page where the visitor left it.
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => scrollY(page)).toBe(600);
  await page.goBack();
  // Sections off screen take their real height only once drawn (content-visibility: auto), so
  // the same place can be a few dozen px away in the document: the link is on screen again.
  await expect.poll(() => scrollY(page)).toEqual(near(down, 100));
  await expect(viewAll).toBeInViewport();

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toEqual(near(600));
});

test("a footer link opens the wishlist at its top, and a best seller's button its product at the top", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAsAyesha(page);
  const wishlist = page.getByRole('contentinfo').getByRole('link', { name: 'Your wishlist' });
  await wishlist.scrollIntoViewIfNeeded();
  await wishlist.click();
  await expect(page.getByRole('heading', { name: /^My Wishlist \(\d+\)$/ })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goto('/');
  const bestSeller = section(page, 'Best Sellers').getByRole('article').first();
  const name = (await bestSeller.getByRole('heading').first().textContent())!.trim();
  const button = bestSeller.getByRole('link', { name: /add to cart/i });
  await button.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(500);
  await button.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test("a link to an element's #id opens the page at that element", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/#home-best-sellers');
  const heading = page.locator('#home-best-sellers');
  await expect(heading).toBeInViewport();
  // Still there once the app has started (the banner's answer comes after it).
  await expect(
    page.getByRole('complementary', { name: 'Preview backend status' }).getByRole('status'),
  ).toBeVisible();
  await expect(heading).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(500);
});

test('a visitor who scrolled the page before the app started stays where they are', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // The build's HTML paints first; the app's scripts are held back until the visitor has scrolled.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  const before = await page.evaluate(sectionInView);
  expect(before).not.toBeNull();
  release();
  await page.unroute('**/*.js');
  await expect(
    page.getByRole('complementary', { name: 'Preview backend status' }).getByRole('status'),
  ).toBeVisible();
  // The same part of the page in the middle of the screen (the browser keeps it there, a few
  // pixels further down the document, as lines above it take their final height).
  expect(await page.evaluate(sectionInView)).toBe(before);
  expect(await scrollY(page)).toBeGreaterThan(800);
});

/** The home section in the middle of the screen, by its heading's id. */
function sectionInView() {
  const middle = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
  return middle?.closest('section[aria-labelledby]')?.getAttribute('aria-labelledby') ?? null;
}

test.describe('a big catalog', () => {
  // ?scenario= switches the stub every page reads: these tests have their own (e2e/support/fixtures.ts).
  test.use({ ownStub: true });

  test('the windowed grid of a big catalog: another category keeps the place, and back returns to the filters and the place', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/productFilter?scenario=big-catalog');
    await expect(page.getByText('Show: 10000')).toBeVisible({ timeout: 20_000 });
    const categories = page
      .getByRole('complementary', { name: 'Widget Filters' })
      .getByRole('navigation', { name: 'Categories' });
    const bakery = categories.getByRole('link', { name: /^Bakery/ });
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => scrollY(page)).toBe(200);
    await bakery.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bakery' })).toBeVisible();
    expect(await scrollY(page), 'a filter keeps the place').toBe(200);

    await page.evaluate(() => window.scrollTo(0, 9000));
    const topCard = () =>
      page.evaluate(() => {
        const cards = [...document.querySelectorAll('[role="list"] article')];
        const first = cards.find((card) => card.getBoundingClientRect().top >= 0);
        return first?.querySelector('h2, h3')?.textContent ?? null;
      });
    await expect.poll(topCard).not.toBeNull();
    const there = { y: await scrollY(page), card: await topCard() };

    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/productFilter\?scenario=big-catalog&category=Bakery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bakery' })).toBeVisible();
    // The same cards on screen. The rows above them are laid out by estimate until they are drawn
    // (first-screen rows measured a few px shorter), so the window's offset may differ by that much.
    await expect.poll(topCard).toBe(there.card);
    expect(await scrollY(page)).toEqual(near(there.y, 100));
  });
});
