import { expect, test } from '../support/fixtures';
import { accountMenu, stubUsers, uniqueEmail } from './helpers';

test('sign-up shows each validation message, then creates the account', async ({ page }) => {
  await page.goto('/signUp');
  await expect(page).toHaveTitle('SignUp');
  // No frame on the sign-up screen.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Create an account' });
  const submit = form.getByRole('button', { name: 'Sign Up' });
  const password = form.getByLabel('Password', { exact: true });

  await submit.click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();

  const email = uniqueEmail('nusrat');
  await form.getByLabel('Name').fill('Nusrat Jahan');
  await form.getByLabel('Email').fill(email);
  await password.fill('Abcdefghij12345678901');
  await submit.click();
  await expect(form.getByText('Password must be less than 20 characters')).toBeVisible();

  await password.fill('nouppercase1');
  await submit.click();
  await expect(
    form.getByText('Password must include one uppercase, one lowercase & one number'),
  ).toBeVisible();

  await form.getByLabel('Photo URL (optional)').fill('javascript:alert(1)');
  await password.fill('Nusrat123');
  await submit.click();
  await expect(
    form.getByText('Photo URL must be a web address starting with http:// or https://'),
  ).toBeVisible();

  await form.getByLabel('Photo URL (optional)').fill('');
  await form.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Successfully Signed Up' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page)).toHaveAccessibleName('Account menu for Nusrat Jahan');
  expect((await stubUsers()).some((u) => u.email === email && u.name === 'Nusrat Jahan')).toBe(true);
});

test('sign-up explains an email that already has an account', async ({ page }) => {
  await page.goto('/signUp');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Name').fill('Ayesha Again');
  await form.getByLabel('Email').fill('ayesha@freshbazar.test');
  await form.getByLabel('Password', { exact: true }).fill('Ayesha123');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByRole('heading', { name: 'An account with this email already exists. Try logging in instead.' }),
  ).toBeVisible();
  await expect(page.getByText('auth/email-already-in-use')).toBeVisible();
  await expect(page).toHaveURL(/\/signUp$/);
});
