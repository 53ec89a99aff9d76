import { test as base, expect, type Page } from '@playwright/test';
import { accountMenu } from '../accounts/helpers';
import { closeWelcome, signInThroughForm } from '../support/fixtures';

/**
 * Every demo test: a fresh browser context (the visitor's own storage and worker), and at its end
 * the proof that no request left the page's origin, whatever the test did.
 */
export const test = base.extend<{ sameOrigin: void }>({
  sameOrigin: [
    async ({ context, baseURL }, use) => {
      const elsewhere = new Set<string>();
      const origin = new URL(baseURL!).origin;
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (/^https?:$/.test(url.protocol) && url.origin !== origin)
          elsewhere.add(`${request.method()} ${url.href}`);
      });
      await use();
      expect([...elsewhere], 'requests that left the page origin').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect, accountMenu };

/** Signs in through the login form and waits for the account menu (any page the app goes to next). */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('login');
  await signInThroughForm(page, account);
  await closeWelcome(page);
  await expect(accountMenu(page)).toBeVisible();
}

export async function signOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Successfully Logged Out')).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
}

// includeHidden: a SweetAlert2 toast marks the page aria-hidden while it shows.
export const heartOf = (page: Page, name: string) =>
  page.getByRole('button', { name: `Add ${name} to wishlist`, includeHidden: true });

export const wishlistButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Wishlist(, \d+ items?)?$/ });
