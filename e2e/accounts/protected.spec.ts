import { ayesha, closeWelcome, expect, signInThroughForm, test } from '../support/fixtures';
import { fixtures } from './helpers';

test('a visitor is sent from /detail/:id and /auth to /login', async ({ page }) => {
  await page.goto(`/detail/${fixtures.products[0]!._id}`);
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/login$/);

  // The remembered origin is /auth, and the login replaced the history entry.
  await signInThroughForm(page, ayesha);
  await closeWelcome(page);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('main').getByText(ayesha.displayName)).toBeVisible();
});

test('an unknown product id shows a clear message inside the frame', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, ayesha);
  await closeWelcome(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/detail/no-such-product');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});
