import type { Page } from '@playwright/test';
import { ayesha, expect, stub, test } from '../support/fixtures';
import { ayeshasFavorites, fixtures, productOutsideAyeshasWishlist, signInAsAyesha } from './helpers';

// includeHidden: an open error dialog marks the page aria-hidden, and the heart must still be checked.
const heartOf = (page: Page, name: string) =>
  page.getByRole('button', { name: `Add ${name} to wishlist`, includeHidden: true });
const wishlistButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Wishlist(, \d+ items?)?$/ });

test('favoriting and unfavoriting show in the dropdown, the dashboard and the stub', async ({ page }) => {
  const product = productOutsideAyeshasWishlist();
  const before = ayeshasFavorites().length;
  await signInAsAyesha(page);
  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${before} items`);

  // Favorite from the product detail page's related products.
  const neighbour = fixtures.products.find((p) => p.category === product.category && p._id !== product._id)!;
  await page.goto(`/detail/${neighbour._id}`);
  const heart = heartOf(page, product.name);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('success add', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await stub.favorites(ayesha.email)).some((f) => f._id === product._id))
    .toBe(true);

  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${before + 1} items`);
  await wishlistButton(page).click();
  const dropdown = page.getByRole('region', { name: 'Wishlist' });
  await expect(dropdown.getByRole('link', { name: new RegExp(escape(product.name)) })).toHaveAttribute(
    'href',
    `/detail/${product._id}`,
  );

  // Unfavorite from the dashboard's wishlist.
  await page.goto('/auth/wishlists');
  await expect(page.getByRole('heading', { name: `My Wishlist (${before + 1})` })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add ${product.name} to wishlist` })
    .click();
  await expect(page.getByText('deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `My Wishlist (${before})` })).toBeVisible();
  await expect
    .poll(async () => (await stub.favorites(ayesha.email)).some((f) => f._id === product._id))
    .toBe(false);
  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${before} items`);
});

test('a failed favorite switches the heart back and says why', async ({ page }) => {
  const product = productOutsideAyeshasWishlist();
  await signInAsAyesha(page);
  await page.route('**/favorites', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { error: 'The wishlist service is down' } })
      : route.fallback(),
  );
  const neighbour = fixtures.products.find((p) => p.category === product.category && p._id !== product._id)!;
  await page.goto(`/detail/${neighbour._id}`);
  const heart = heartOf(page, product.name);
  await heart.click();
  await expect(page.getByRole('heading', { name: 'Your wishlist was not changed' })).toBeVisible();
  await expect(page.getByText(/The wishlist service is down/)).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
