import type { Page } from '@playwright/test';
import { ayeshasFavorites, fixtures } from '../accounts/helpers';
import { ayesha, signInThroughForm } from '../support/fixtures';
import { expect, heartOf, signIn, test, wishlistButton } from './fixtures';

/**
 * One visitor, two tabs of the demo (one browser context: one localStorage, one service worker).
 * Each tab's in-browser backend writes the visitor's data as one locked read-modify-write and hears
 * of the other's writes (mocks/browser.ts, docs/decisions/034-a-static-demo.md).
 */

type Product = (typeof fixtures.products)[number];

/** A product whose detail page shows `product` among its related products (the first 4 of the category). */
function neighbourShowing(product: Product): Product {
  const relatedTo = (other: Product) =>
    fixtures.products.filter((p) => p.category === other.category && p._id !== other._id).slice(0, 4);
  return fixtures.products.find((other) => other._id !== product._id && relatedTo(other).includes(product))!;
}

/** Two products Ayesha has not favorited, in two categories. */
function twoNewFavorites(): [Product, Product] {
  const mine = new Set(ayeshasFavorites().map((f) => f._id));
  const outside = fixtures.products.filter((p) => !mine.has(p._id) && neighbourShowing(p));
  const first = outside[0]!;
  return [first, outside.find((p) => p.category !== first.category)!];
}

async function favorite(page: Page, product: Product) {
  await heartOf(page, product.name).click();
  await expect(heartOf(page, product.name)).toHaveAttribute('aria-pressed', 'true');
}

test("@smoke two tabs each add a favorite: both are kept, and the open wishlist shows the other tab's", async ({
  context,
  page,
}) => {
  const [inFirstTab, inSecondTab] = twoNewFavorites();
  const before = ayeshasFavorites().length;
  await signIn(page, ayesha);
  await page.goto(`detail/${neighbourShowing(inFirstTab)._id}`);
  await expect(heartOf(page, inFirstTab.name)).toHaveAttribute('aria-pressed', 'false');

  // The second tab, loaded now: signed in too (the SDK's session is the browser's).
  const second = await context.newPage();
  await second.goto(`detail/${neighbourShowing(inSecondTab)._id}`);
  await favorite(second, inSecondTab);
  await expect(wishlistButton(second)).toHaveAccessibleName(`Wishlist, ${before + 1} items`);
  await wishlistButton(second).click();
  const openWishlist = second.getByRole('region', { name: 'Wishlist' });
  await expect(openWishlist.getByRole('link', { name: inSecondTab.name })).toBeVisible();

  // The first tab's page was loaded before the second tab's favorite: its write still keeps it.
  await favorite(page, inFirstTab);
  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${before + 2} items`);

  // The second tab's open wishlist shows the first tab's favorite, with no reload.
  await expect(openWishlist.getByRole('link', { name: inFirstTab.name })).toBeVisible();
  await expect(wishlistButton(second)).toHaveAccessibleName(`Wishlist, ${before + 2} items`);

  // A new page load finds both in the visitor's storage.
  await page.goto('auth/wishlists');
  await expect(page.getByRole('heading', { name: `My Wishlist (${before + 2})` })).toBeVisible();
  for (const product of [inFirstTab, inSecondTab])
    await expect(page.getByRole('main').getByRole('heading', { name: product.name })).toBeVisible();
});

test('"Reset demo data" in one tab resets the other: signed out, and the fixtures when signed in again', async ({
  context,
  page,
}) => {
  const [product] = twoNewFavorites();
  const before = ayeshasFavorites().length;
  await signIn(page, ayesha);
  await page.goto(`detail/${neighbourShowing(product)._id}`);
  await favorite(page, product);

  const second = await context.newPage();
  await second.goto('auth/wishlists');
  await expect(second.getByRole('heading', { name: `My Wishlist (${before + 1})` })).toBeVisible();

  await page.getByRole('button', { name: 'Reset demo data' }).click();
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('dialog', { name: 'Reset the demo data?' })
    .getByRole('button', { name: 'Reset', exact: true })
    .click();
  await reloaded;
  // The other tab is not reloaded (a form there keeps what was typed): it is signed out as by any
  // sign-out, and its backend answers from the fixtures again, with no reload.
  await expect(second).toHaveURL(/\/login$/);
  await signInThroughForm(second, ayesha);
  await expect(second.getByRole('heading', { name: `My Wishlist (${before})` })).toBeVisible();
});
