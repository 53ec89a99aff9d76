import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { nadia, signIn, wishlistButton } from './signIn';

/** Issue 6: an empty result says so, in docs/product.md's words where it has them; never a spinner. */

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('/productFilter with filters that match nothing says so, and Clear all filters brings the products back', async ({
  page,
  mockDb,
}) => {
  const { products } = mockDb.getDb();
  // A category without an out-of-stock product: Stock Out leaves nothing.
  const allInStock = [...new Set(products.map((p) => p.category))].find((category) =>
    products.every((p) => p.category !== category || p.quantity > 0),
  );
  if (!allInStock) throw new Error('the fixtures need a category whose products are all in stock');

  await page.goto(`/productFilter?category=${encodeURIComponent(allInStock)}`);
  const results = region(page, 'Products');
  await expect(results.getByRole('listitem')).toHaveCount(
    products.filter((p) => p.category === allInStock).length,
  );
  await page.getByRole('radio', { name: 'Stock Out' }).check();

  await expect(results.getByText('No products match these filters', { exact: true })).toBeVisible();
  await expect(results.getByRole('list')).toHaveCount(0);
  await expect(page.getByText(`Showing all 0 Catagory`)).toBeVisible();

  await results.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(results.getByRole('listitem')).toHaveCount(products.length);
});

test('a signed-in user with no favorites sees the empty wishlist texts', async ({ page, mockDb }) => {
  expect(mockDb.getDb().favorites.filter((f) => f.email === nadia.email)).toHaveLength(0);
  await signIn(page, nadia);

  await expect(wishlistButton(page)).toHaveAccessibleName('Wishlist, 0 items');
  await wishlistButton(page).click();
  await expect(
    region(page, 'Wishlist').getByText('No items in your wishlist', { exact: true }),
  ).toBeVisible();

  await page.goto('/auth/wishlists');
  const panel = page.getByRole('main');
  await expect(panel.getByRole('heading', { name: 'My Wishlist (0)' })).toBeVisible();
  await expect(panel.getByText('Your wishlist is empty', { exact: true })).toBeVisible();
  await expect(panel.getByRole('status')).toHaveCount(0);
});

test('an empty catalog says so on home and on the filter page instead of spinning', async ({
  page,
  scenario,
}) => {
  scenario.apply('empty');
  await page.goto('/');

  const products = region(page, 'Category Products');
  await expect(products.getByText('No products to show yet. Please check back soon.')).toBeVisible();
  await expect(region(page, 'Best Sellers').getByText('No half-price offers right now.')).toBeVisible();
  await expect(region(page, 'Shop by Category').getByText('No categories yet.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);

  await products.getByRole('link', { name: 'View All →' }).click();
  await expect(page).toHaveURL(/\/productFilter$/);
  // Nothing in the shop: no filter is blamed, none offered to clear.
  const results = region(page, 'Products');
  await expect(results.getByText('No products yet', { exact: true })).toBeVisible();
  await expect(results.getByText('Products will show here as soon as the shop adds them.')).toBeVisible();
  await expect(results.getByText('No products match these filters')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Clear all filters' })).toHaveCount(0);
  await expect(page.getByText('Show: 0')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);

  // With a filter set, the same: it is not the filter that left nothing.
  await page.getByRole('radio', { name: 'Stock In' }).check();
  await expect(page).toHaveURL(/stock=in/);
  await expect(results.getByText('No products yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Clear all filters' })).toHaveCount(0);
});

test('an empty catalog says so in Bengali too', async ({ page, scenario }) => {
  scenario.apply('empty');
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto('/productFilter');
  const results = region(page, 'পণ্য');
  await expect(results.getByText('এখনও কোনো পণ্য নেই', { exact: true })).toBeVisible();
  await expect(results.getByText('দোকানে পণ্য যোগ হলেই এখানে দেখতে পাবেন।')).toBeVisible();
  await expect(page.getByRole('link', { name: 'সব ফিল্টার মুছুন' })).toHaveCount(0);
  await page.goto('/');
  await expect(
    region(page, 'ক্যাটাগরির পণ্য').getByText('এখনও কোনো পণ্য নেই। কিছুক্ষণ পরে আবার দেখুন।'),
  ).toBeVisible();
});
