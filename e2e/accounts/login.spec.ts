import { demoGoogleAccounts } from '../../fixtures/demo-accounts';
import { ayesha, expect, signInThroughForm, test } from '../support/fixtures';
import { accountMenu, fixtures, signInAsAyesha, stubUsers } from './helpers';

test('sign-in returns to the remembered product page', async ({ page }) => {
  const product = fixtures.products[3]!;
  await page.goto(`/detail/${product._id}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Sign in');
  await expect(page.getByRole('banner')).toHaveCount(0);

  await signInThroughForm(page, ayesha);
  await expect(page.getByRole('heading', { name: 'Successfully Logged In' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/detail/${product._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(product.name);
});

test('a wrong password shows the provider’s message in plain words, its code beneath, and stays on /login', async ({
  page,
}) => {
  await page.goto('/login');
  await signInThroughForm(page, { email: ayesha.email, password: 'NotTheRightOne1' });
  await expect(page.getByRole('heading', { name: 'The email or password is not correct.' })).toBeVisible();
  await expect(
    page.getByText(/^auth\/(wrong-password|invalid-credential|invalid-login-credentials)$/),
  ).toBeVisible();
  await expect(page.getByText(/Firebase: Error/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('Google sign-in through the Auth emulator’s account picker', async ({ page }) => {
  const karim = demoGoogleAccounts[0]!;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Google' }).click();
  const dialog = page.getByRole('dialog', { name: 'Auth emulator: test Google accounts' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('no real Google sign-in happens');
  await dialog.getByRole('button', { name: new RegExp(karim.name) }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${karim.name}`);
  await expect
    .poll(async () => (await stubUsers()).some((u) => u.email === karim.email && u.name === karim.name))
    .toBe(true);
});

test('logout says so and brings back Login and SignUp', async ({ page }) => {
  await signInAsAyesha(page);
  await accountMenu(page).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Successfully Logged Out')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
});
