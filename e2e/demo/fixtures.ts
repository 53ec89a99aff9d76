import { test as base, expect, type Page } from '@playwright/test';
import { accountMenu, closeWelcome, signInThroughForm, wishlistButton } from '../support/fixtures';

/** What the page loads from the site's files (not the pages, not the backend's answers). */
const SITE_FILES = new Set(['image', 'script', 'stylesheet', 'font', 'manifest']);

/**
 * Every demo test, in a fresh context, ends with proof that no request left the page's origin, every file
 * the page asked the site for was there (not outside the build's base), and no page had or logged an error.
 */
export const test = base.extend<{ sameOrigin: void; filesFound: void; noErrors: void }>({
  noErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      // An uncaught exception or rejection in any page of the visit.
      context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
      context.on('console', (message) => {
        // The browser's line for any answer >= 400: a deep link's 404.html; missing files are filesFound's.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(`console.error: ${message.text()}`);
      });
      await use();
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  filesFound: [
    async ({ context }, use) => {
      const missing = new Set<string>();
      context.on('response', (response) => {
        if (response.status() >= 400 && SITE_FILES.has(response.request().resourceType()))
          missing.add(`${response.status()} ${response.url()}`);
      });
      await use();
      expect([...missing], 'files the page asked for that the site does not have').toEqual([]);
    },
    { auto: true },
  ],
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

export { expect, accountMenu, wishlistButton };

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

// includeHidden: an error dialog marks the page aria-hidden while it shows (storage.spec.ts).
export const heartOf = (page: Page, name: string) =>
  page.getByRole('button', { name: `Add ${name} to wishlist`, includeHidden: true });
