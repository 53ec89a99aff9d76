import type { BrowserContext, Page } from '@playwright/test';
import { signInAsAyesha } from '../accounts/helpers';
import { expect, stub, test, wishlistButton } from '../support/fixtures';
import { chooseCurrency, chooseLanguage } from '../support/preferences';

/** The hosted build's service worker (src/sw.ts, docs/decisions/049-the-returning-shopper.md). */
test.use({ serviceWorkers: 'allow' });

const NOTICE = {
  en: 'You are offline. Showing the shop as you last saw it.',
  bn: 'আপনি অফলাইনে আছেন। দোকানটি দেখানো হচ্ছে যেমন আপনি শেষবার দেখেছিলেন।',
};
const cards = (page: Page) => page.getByRole('region', { name: /^(Products|পণ্য)$/ }).getByRole('article');

/** Until the worker controls the page and keeps it, and the backend's list it shows (onControl). */
export async function keptByTheWorker(page: Page, path: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  const kept = (name: string) =>
    page.evaluate(async (cache) => (await (await caches.open(cache)).keys()).map(({ url }) => url), name);
  await expect
    .poll(async () => (await kept('pages')).map((url) => new URL(url).pathname), { timeout: 15_000 })
    .toContain(path);
  await expect.poll(async () => (await kept('last-seen')).some((url) => /\/products\b/.test(url))).toBe(true);
}

/** The shopper comes back with no network: a new tab, the page from the device. */
async function offline(context: BrowserContext, path: string) {
  await context.setOffline(true);
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.fromServiceWorker(), `${path} from the device`).toBe(true);
  return { page, html: (await response?.text()) ?? '' };
}

test.describe('offline, the shop as the shopper last saw it', () => {
  test('English: the last-seen products with the notice; a page never seen is the shop too', async ({
    page,
    context,
  }) => {
    const products = await stub.products();
    await page.goto('/productFilter');
    await expect(cards(page)).toHaveCount(products.length);
    await keptByTheWorker(page, '/productFilter');

    const { page: again } = await offline(context, '/productFilter');
    await expect(again.getByText(NOTICE.en)).toBeVisible();
    // The backend's whole list as last answered, not only the build's first screen.
    await expect(cards(again)).toHaveCount(products.length);

    // Never opened: the shell, rendered by the app from the device, in the shopper's language.
    const { page: unseen } = await offline(context, '/contact');
    await expect(unseen.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(unseen.getByText(NOTICE.en)).toBeVisible();

    // Back online: the page finds out by asking again (src/lib/connection.ts), and the notice goes.
    await context.setOffline(false);
    await expect(again.getByText(NOTICE.en)).toBeHidden({ timeout: 15_000 });
  });

  test('Bengali and taka: their own page from the device, never the English one', async ({
    page,
    context,
  }) => {
    const products = await stub.products();
    await page.goto('/productFilter');
    await chooseLanguage(page, 'bn');
    await chooseCurrency(page, 'Tk');
    await page.reload();
    await expect(cards(page)).toHaveCount(products.length);
    await keptByTheWorker(page, '/productFilter');

    const { page: again, html } = await offline(context, '/productFilter');
    expect(html).toContain('<html lang="bn" data-currency="Tk"');
    await expect(again.getByText(NOTICE.bn)).toBeVisible();
    await expect(cards(again)).toHaveCount(products.length);
    await expect(cards(again).first()).toContainText('৳');
  });
});

test('a wishlist change offline is refused in words, and the wishlist is as the server has it', async ({
  page,
  context,
}) => {
  const me = await signInAsAyesha(page);
  await page.goto('/productFilter');
  const saved = await stub.favorites(me.email);
  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${saved.length} items`);
  const heart = page.getByRole('button', { name: /^Add .+ to wishlist$/, pressed: false }).first();
  const name = (await heart.getAttribute('aria-label'))!;

  await context.setOffline(true);
  await heart.click();
  const refusal = page.getByRole('dialog', { name: 'Your wishlist was not changed' });
  await expect(refusal).toContainText("You're offline.");
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(wishlistButton(page)).toHaveAccessibleName(`Wishlist, ${saved.length} items`);

  await context.setOffline(false);
  expect(await stub.favorites(me.email)).toEqual(saved);
});
