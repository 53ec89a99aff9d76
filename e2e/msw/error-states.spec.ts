import type { Page } from '@playwright/test';
import { SHOP_DOWN } from '../support/failures';
import { afterRetries } from '../support/retries';
import { expect, test, urls } from './fixtures';
import { ayesha, signIn, wishlistButton } from './signIn';

/**
 * Issue 6, honest error states: a call that keeps failing shows a message with
 * Retry on its own section (never an endless spinner or a blank page), and
 * Retry recovers once the backend answers again. Sections that share a call
 * fail together in one page load, so one wait covers them all.
 */

// react-query retries 3 times (1 s + 2 s + 4 s) before a section gives up: the clock skips the waits.
test.beforeEach(({ page }) => page.clock.install());
const unavailable = (route: string) => ({ route, status: 503 });

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('home: failing products and categories show an alert with Retry in every section; Retry recovers', async ({
  page,
  faults,
  mockDb,
}) => {
  const firstCategory = mockDb.getDb().catagory[0]!.name;
  faults.inject(unavailable('GET /products'), unavailable('GET /catagory'));
  await page.goto('/');
  // The header's Categories dropdown lists the same failing call: open it while the retries run.
  const mainMenu = page.getByRole('navigation', { name: 'Main' });
  await mainMenu.getByRole('button', { name: 'Categories' }).click();

  const products = region(page, 'Category Products');
  const bestSellers = region(page, 'Best Sellers');
  const strip = region(page, 'Shop by Category');
  for (const section of [products, bestSellers]) {
    await afterRetries(page, (brief) => expect(section.getByRole('alert')).toContainText(SHOP_DOWN, brief));
    await expect(section.getByRole('alert')).toContainText('load products: GET');
    await expect(section.getByRole('alert')).toContainText('HTTP 503');
    await expect(section.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(section.getByRole('status')).toHaveCount(0);
  }
  for (const section of [strip, mainMenu]) {
    await afterRetries(page, (brief) => expect(section.getByRole('alert')).toContainText(SHOP_DOWN, brief));
    await expect(section.getByRole('alert')).toContainText('load categories: GET');
    await expect(section.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(section.getByRole('status')).toHaveCount(0);
  }

  faults.clear();
  await mainMenu.getByRole('button', { name: 'Retry' }).click();
  await expect(mainMenu.getByRole('link', { name: firstCategory })).toBeVisible();
  await expect(strip.getByRole('link', { name: firstCategory })).toBeVisible();

  await products.getByRole('button', { name: 'Retry' }).click();
  await expect(products.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(12);
  await expect(bestSellers.getByRole('list', { name: 'Best sellers' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('/productFilter: failing products and categories show alerts with Retry; Retry recovers', async ({
  page,
  faults,
  mockDb,
}) => {
  const db = mockDb.getDb();
  faults.inject(unavailable('GET /products'), unavailable('GET /catagory'));
  await page.goto('/productFilter');

  const results = region(page, 'Products');
  const categoryFilter = page.getByRole('navigation', { name: 'Categories' });
  // Both retried to the end (the page asks once it is adopted): only Retry brings them back.
  await afterRetries(page, async (brief) => {
    await expect(results.getByRole('alert')).toContainText(SHOP_DOWN, brief);
    await expect(results.getByRole('alert')).not.toContainText('Trying again…', brief);
  });
  await expect(results.getByRole('alert')).toContainText('load products: GET');
  await afterRetries(page, async (brief) => {
    await expect(categoryFilter.getByRole('alert')).toContainText(SHOP_DOWN, brief);
    await expect(categoryFilter.getByRole('alert')).not.toContainText('Trying again…', brief);
  });
  await expect(categoryFilter.getByRole('alert')).toContainText('load categories: GET');
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);

  faults.clear();
  await results.getByRole('button', { name: 'Retry' }).click();
  await expect(results.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(
    db.products.length,
  );
  await expect(page.getByText(`Show: ${db.products.length}`)).toBeVisible();

  await categoryFilter.getByRole('button', { name: 'Retry' }).click();
  await expect(categoryFilter.getByRole('link')).toHaveCount(db.catagory.length + 1);
  await expect(
    categoryFilter.getByRole('link', { name: new RegExp(`^${db.catagory[0]!.name}`) }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('/detail/:id: a failing product, then failing related products, each show Retry and recover', async ({
  page,
  faults,
  mockDb,
}) => {
  const product = mockDb.getDb().products[0]!;
  await signIn(page, ayesha);

  faults.inject(unavailable('GET /products/:id'), unavailable('GET /products'));
  await page.goto(`/detail/${product._id}`);
  const main = page.getByRole('main');
  await afterRetries(page, (brief) => expect(main.getByRole('alert')).toContainText(SHOP_DOWN, brief));
  await expect(main.getByRole('alert')).toContainText('load this product: GET');
  await expect(main.getByRole('alert')).toContainText('HTTP 503');

  // Only the list still fails: the product shows, its related products explain themselves.
  faults.inject(unavailable('GET /products'));
  await main.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const related = region(page, 'Related products');
  await afterRetries(page, (brief) => expect(related.getByRole('alert')).toContainText(SHOP_DOWN, brief));
  await expect(related.getByRole('alert')).toContainText('load products: GET');

  faults.clear();
  await related.getByRole('button', { name: 'Retry' }).click();
  await expect(related.getByRole('list').getByRole('listitem').first()).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
});

test('wishlist: a failing favorites call shows Retry on the dashboard and in the header dropdown; Retry recovers', async ({
  page,
  faults,
  mockDb,
}) => {
  const mine = mockDb.getDb().favorites.filter((f) => f.email === ayesha.email);
  await signIn(page, ayesha);

  faults.inject(unavailable('GET /favorites'));
  await page.goto('/auth/wishlists');
  const panel = page.getByRole('main');
  await afterRetries(page, (brief) => expect(panel.getByRole('alert')).toContainText(SHOP_DOWN, brief));
  await expect(panel.getByRole('alert')).toContainText('load your wishlist: GET');
  await expect(panel.getByRole('alert')).toContainText('HTTP 503');
  // A failed load is not an empty wishlist: no "(0)", no empty text.
  await expect(panel.getByRole('heading', { level: 1 })).toHaveText('My Wishlist');
  await expect(panel.getByText('Your wishlist is empty')).toHaveCount(0);

  await expect(wishlistButton(page)).toHaveAccessibleName('Wishlist'); // no count, not "0 items"
  await wishlistButton(page).click();
  const dropdown = region(page, 'Wishlist');
  await expect(dropdown.getByRole('alert')).toContainText(SHOP_DOWN);
  await expect(dropdown.getByText('No items in your wishlist')).toHaveCount(0);

  faults.clear();
  await dropdown.getByRole('button', { name: 'Retry' }).click();
  await expect(dropdown.getByRole('link')).toHaveCount(mine.length);
  await expect(panel.getByRole('heading', { name: `My Wishlist (${mine.length})` })).toBeVisible();
  await expect(panel.getByRole('article')).toHaveCount(mine.length);
  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${mine.length} items`);
});

test('a favorite toggle the backend refuses switches the heart back and says so', async ({
  page,
  faults,
  mockDb,
}) => {
  const db = mockDb.getDb();
  const homeGrid = db.products.slice(0, 12);
  const isMine = (id: string) => db.favorites.some((f) => f._id === id && f.email === ayesha.email);
  const notMine = homeGrid.find((p) => !isMine(p._id))!;
  const mine = homeGrid.find((p) => isMine(p._id))!;
  await signIn(page, ayesha);
  // includeHidden: the error dialog marks the page aria-hidden while it shows.
  const grid = page.getByRole('region', { name: 'Category Products', includeHidden: true });
  const heart = (name: string) =>
    grid.getByRole('button', { name: `Add ${name} to wishlist`, includeHidden: true });
  await expect(heart(mine.name)).toHaveAttribute('aria-pressed', 'true');

  faults.inject(unavailable('POST /favorites'), unavailable('DELETE /favorites/:id'));
  const dialog = page.getByRole('dialog');

  await heart(notMine.name).click();
  await expect(dialog.getByRole('heading', { name: 'Your wishlist was not changed' })).toBeVisible();
  await expect(dialog).toContainText(SHOP_DOWN);
  await expect(dialog).toContainText(
    `add this product to your wishlist: POST ${urls.stub}/favorites → HTTP 503`,
  );
  await expect(heart(notMine.name)).toHaveAttribute('aria-pressed', 'false');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);

  await heart(mine.name).click();
  await expect(dialog).toContainText('remove this product from your wishlist: DELETE');
  await expect(heart(mine.name)).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'OK' }).click();

  // Nothing was stored, and the header count did not move.
  expect(db.favorites.filter((f) => f.email === ayesha.email).map((f) => f._id)).not.toContain(notMine._id);
  await expect(wishlistButton(page)).toHaveAccessibleName(
    `Wishlist, ${db.favorites.filter((f) => f.email === ayesha.email).length} items`,
  );
});
