import { test as base, expect, type Page } from '@playwright/test';
import { demoAccounts, type DemoAccount } from '../../fixtures/demo-accounts';
import { authEmulator, stub } from './backend';

/**
 * Every test starts from the fixtures and an emulator holding only the demo
 * accounts, so tests never depend on each other's clicks.
 */
export const test = base.extend<{ cleanBackend: void }>({
  cleanBackend: [
    // Playwright needs the destructuring pattern even when a fixture uses no other fixture.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await Promise.all([stub.reset(), authEmulator.wipe()]);
      await Promise.all(demoAccounts.map((account) => authEmulator.createAccount(account)));
      await use();
    },
    { auto: true },
  ],
});

export { expect, stub, authEmulator, demoAccounts };

/** The demo account that owns favorites in the fixtures. */
export const ayesha: DemoAccount = demoAccounts[0]!;

/** Signs in through the real login form (the app decides where to go next). */
export async function signInThroughForm(page: Page, account: Pick<DemoAccount, 'email' | 'password'>) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel(/email/i).fill(account.email);
  await page.getByLabel(/^password/i).fill(account.password);
  await page.getByRole('button', { name: /^login$/i }).click();
}

/**
 * Closes the 'Successfully Logged In' popup with Escape, as a shopper may, instead of waiting out
 * its 1.5 s: while a SweetAlert2 popup is open it hides the page from assistive tech, so every
 * role-based locator after a sign-in waited ~2 s for it. If Escape comes before the popup listens
 * for keys, the popup closes on its timer all the same.
 */
export async function closeWelcome(page: Page) {
  const welcome = page.getByRole('dialog', { name: 'Successfully Logged In' });
  await expect(welcome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();
}
