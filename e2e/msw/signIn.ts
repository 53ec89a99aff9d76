import { expect, type Page } from '@playwright/test';
import { demoAccounts, type DemoAccount } from '../../fixtures/demo-accounts';
import { authEmulator, closeWelcome, signInThroughForm } from '../support/fixtures';
import { urls } from '../support/ports';

export const accountNamed = (email: string): DemoAccount => {
  const account = demoAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account;
};

/** Ayesha owns 5 fixture favorites; Nadia owns none. */
export const ayesha = accountNamed('ayesha@freshbazar.test');
export const nadia = accountNamed('nadia@freshbazar.test');

/**
 * Signs in through the login form and waits until home shows the account menu. MSW answers only
 * the product backend; sign-in still goes to this run's Auth emulator, which the MSW fixtures do
 * not seed: the account is created when missing (other projects may already have it).
 */
export async function signIn(page: Page, account: DemoAccount) {
  await authEmulator.ensureAccount(account);
  await page.goto('/login');
  await signInThroughForm(page, account);
  await closeWelcome(page);
  await expect(page).toHaveURL(`${urls.app}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu for/ })).toBeVisible();
}

/** The header's wishlist button, e.g. 'Wishlist, 5 items'; 'Wishlist' until its count is known. */
export const wishlistButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Wishlist(, \d+ items?)?$/ });
