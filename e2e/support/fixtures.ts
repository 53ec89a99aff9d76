import { test as base, expect, type Page } from '@playwright/test';
import { startStubCli } from '../../contract-tests/stubCli';
import { demoAccounts, type DemoAccount } from '../../fixtures/demo-accounts';
import { authEmulator, stub } from './backend';
import { stubCalls, type Calls } from './calls';
import { ports, urls } from './ports';
import { hideBlockedServiceWorkers } from './serviceWorkers';

/**
 * Tests share one stub and Auth emulator, unreset: a test that writes has its own user (newShopper).
 * `test.use({ ownStub: true })`: the pages reach a stub of the worker's own, reset, answering at `stubUrl`.
 */
export const test = base.extend<
  /** `calls`: the backend calls of this test, in the stub's journal; with `ownStub`, only this test's. */
  { ownStub: boolean; stubUrl: string; calls: Calls; blockedServiceWorkers: void },
  { demoAccountsReady: void; workerStub: () => Promise<string> }
>({
  blockedServiceWorkers: [
    ({ context, serviceWorkers }, use) => hideBlockedServiceWorkers(context, serviceWorkers).then(use),
    { auto: true },
  ],
  demoAccountsReady: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
    async ({}, use) => {
      await Promise.all(demoAccounts.map((account) => authEmulator.ensureAccount(account)));
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  workerStub: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      let started: ReturnType<typeof startStubCli> | undefined;
      const env = {
        STUB_ALLOWED_ORIGINS: `${urls.app},http://localhost:${ports.app}`,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth.auth}`,
      };
      // Started by the worker's first test that asks for it (on a free port).
      await use(() => (started ??= startStubCli([], env)).ready);
      started?.child.kill();
    },
    { scope: 'worker' },
  ],
  ownStub: [false, { option: true }],
  stubUrl: [
    async ({ ownStub, workerStub, context }, use) => {
      if (!ownStub) return use(urls.stub);
      const own = await workerStub();
      await stub.reset(own);
      await context.route(`${urls.stub}/**`, async (route) => {
        const url = route.request().url().replace(urls.stub, own);
        await route.fulfill({ response: await route.fetch({ url }) });
      });
      await use(own);
      // A page may still be asking as the test ends: those answers go nowhere.
      await context.unrouteAll({ behavior: 'ignoreErrors' });
    },
    { auto: true },
  ],
  calls: async ({ stubUrl }, use) => {
    await fetch(`${stubUrl}/__stub/requests`, { method: 'DELETE' });
    await use(stubCalls(stubUrl));
  },
});

export { expect, stub, authEmulator, demoAccounts };

/** React has adopted the page: its first control carries React's props (perf:phone's probe too). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const control = document.querySelector('header button') ?? document.querySelector('main button');
    return !!control && Object.keys(control).some((key) => key.startsWith('__reactProps$'));
  });

/** The demo account that owns favorites in the fixtures. */
export const ayesha: DemoAccount = demoAccounts[0]!;

/** Signs in through the real login form (the app decides where to go next). */
export async function signInThroughForm(page: Page, account: Pick<DemoAccount, 'email' | 'password'>) {
  if (!page.url().includes('/login')) await page.goto('/login');
  // Within the form: at /login the page before, with its newsletter email field, may still show.
  const form = page.getByRole('form', { name: 'Account login' });
  await form.getByLabel(/email/i).fill(account.email);
  await form.getByLabel(/^password/i).fill(account.password);
  await form.getByRole('button', { name: /^login$/i }).click();
}

export const accountMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Account menu for/ });

/** The header's wishlist button, e.g. 'Wishlist, 5 items'; 'Wishlist' until its count is known. */
export const wishlistButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Wishlist(, \d+ items?)?$/ });

/** Signs in from /login and waits until home shows the account menu. */
export async function signInAtHome(page: Page, account: Pick<DemoAccount, 'email' | 'password'>) {
  await page.goto('/login');
  await signInThroughForm(page, account);
  await closeWelcome(page);
  await expect(page).toHaveURL(`${urls.app}/`);
  await expect(accountMenu(page)).toBeVisible();
}

/**
 * Waits for the 'Successfully Logged In' popup and closes it with Escape: while open it hides the page
 * from role locators. It goes by itself after 1.5 s (docs/product.md §9), so it is looked for in the
 * page at every frame: an assertion's retries from here, a second apart on a loaded host, can miss it.
 */
export async function closeWelcome(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="dialog"]')].some((dialog) =>
      dialog.textContent?.includes('Successfully Logged In'),
    ),
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Successfully Logged In' })).toBeHidden();
}
