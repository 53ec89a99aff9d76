import { expect, test } from './fixtures';

/**
 * Issue 5: a catalog big enough (256 KB and more) to be read as a stream shows its first
 * products before the rest is parsed, and then behaves like any catalog
 * (docs/decisions/036-a-shop-before-the-scripts.md).
 */
test('a 5,000-product catalog: first cards, then the full counts, and filters over every product', async ({
  page,
  mockDb,
}) => {
  const db = mockDb.getDb();
  const seed = db.products;
  db.products = Array.from({ length: 5000 }, (_, i) => ({ ...seed[i % seed.length]!, _id: `long-${i}` }));
  // The last product is the only one of its category: filtering must see the whole catalog.
  db.products[4999] = { ...db.products[4999]!, name: 'The Very Last Product', category: 'Last Aisle' };

  await page.goto('/productFilter');
  const results = page.getByRole('region', { name: 'Products', exact: true });
  await expect(results.getByRole('heading', { name: seed[0]!.name }).first()).toBeVisible();
  await expect(page.getByText('Show: 5000')).toBeVisible();

  await page.goto('/productFilter?category=Last%20Aisle');
  await expect(results.getByRole('heading', { name: 'The Very Last Product' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Showing all 1 Catagory')).toBeVisible();
});
