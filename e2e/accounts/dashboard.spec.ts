import { expect, test } from '../support/fixtures';
import { signInAsAyesha } from './helpers';

test('cancelling a Processing order on a wide screen', async ({ page }) => {
  await signInAsAyesha(page);
  await page.goto('/auth/orderDetails');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible(); // expanded at 768 px and up

  const row = page.getByRole('table', { name: 'My orders' }).getByRole('row', { name: /ORD-1002/ });
  await expect(row.getByText('Processing')).toBeVisible();
  await row.getByRole('button', { name: 'Cancel order ORD-1002' }).click();
  await expect(row.getByText('Cancelled')).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(
    page.getByRole('table', { name: 'My orders' }).getByRole('button', { name: /^Cancel order/ }),
  ).toHaveCount(1);
});

test('on a phone the orders are cards and the menu opens on demand', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAyesha(page);
  await page.goto('/auth/orderDetails');
  await expect(page.getByRole('table', { name: 'My orders' })).toBeHidden();
  const card = page.getByRole('article', { name: 'Order ORD-1002' });
  await card.getByRole('button', { name: 'Cancel order ORD-1002' }).click();
  await expect(card.getByText('Cancelled')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'Wishlist' })).toBeHidden();
  await page.getByText('Dashboard menu', { exact: true }).click();
  await nav.getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/auth\/wishlists$/);
  await expect(page.getByRole('heading', { name: /^My Wishlist \(\d+\)$/ })).toBeVisible();
});
