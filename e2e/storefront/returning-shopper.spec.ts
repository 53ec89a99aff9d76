import type { BrowserContext, Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { hosted } from '../../tooling/prerender';
import { signInAsAyesha } from '../accounts/helpers';
import { appBuildEnv } from '../support/appServer';
import { expect, hydrated, stub, test, wishlistButton } from '../support/fixtures';
import { appBuildDir, ports } from '../support/ports';
import { chooseCurrency, chooseLanguage } from '../support/preferences';

/** The hosted build's service worker (src/sw.ts, docs/decisions/049-the-returning-shopper.md). */
test.use({ serviceWorkers: 'allow' });
// Each test loads the shop twice or more, the worker's first install between.
test.describe.configure({ timeout: 60_000 });

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
    await expect(cards(again)).toHaveCount(products.length, { timeout: 15_000 });

    // Never opened: the shell, rendered by the app from the device, in the shopper's language.
    const { page: unseen } = await offline(context, '/contact');
    await expect(unseen.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(unseen.getByText(NOTICE.en)).toBeVisible();

    // Back online: the page asks again at once (src/lib/connection.ts), and the notice goes. Playwright
    // lifts the worker's offline a moment after the page's, so that ask can fail: then the next one.
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
    await expect(cards(again)).toHaveCount(products.length, { timeout: 15_000 });
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

test.describe('a deploy while the shopper is away, or has a tab open', () => {
  // Both builds on one origin, one after the other: the port the demo's project uses, never run at once.
  const origin = `http://127.0.0.1:${ports.demo}`;
  const builds = { before: appBuildDir, after: '' };
  let deployed = false;
  let server: Server | undefined;
  const entryOf = (dir: string) =>
    /<script type="module" crossorigin src="([^"]+)">/.exec(
      readFileSync(join(dir, 'index.html'), 'utf8'),
    )![1]!;

  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    builds.after = testInfo.outputPath('next-build');
    const build = ['build', '--mode', 'e2e', '--outDir', builds.after, '--emptyOutDir', '--logLevel', 'warn'];
    // The next build's scripts differ as a real deploy's do: another brand name is in them.
    const env = { ...process.env, ...appBuildEnv, VITE_BRAND_NAME: 'FreshBazar Next' };
    expect(spawnSync('node_modules/.bin/vite', build, { env, stdio: 'inherit' }).status).toBe(0);
    const root = join(import.meta.dirname, '../..');
    const host = { before: await hosted(builds.before, root), after: await hosted(builds.after, root) };
    server = createServer((req, res) =>
      host[deployed ? 'after' : 'before'](req, res, () => res.writeHead(404).end()),
    );
    await new Promise<void>((listening) => server!.listen(ports.demo, '127.0.0.1', listening));
  });
  test.afterAll(() => new Promise<void>((closed) => (server ? server.close(() => closed()) : closed())));

  test('the old page whole from the device, the old tab still working, the new build on the next load', async ({
    context,
  }) => {
    const errors: string[] = [];
    context.on('weberror', (error) => errors.push(error.error().message));
    const tab = await context.newPage();
    await tab.goto(`${origin}/productFilter`);
    await keptByTheWorker(tab, '/productFilter');
    expect(entryOf(builds.after)).not.toBe(entryOf(builds.before));

    deployed = true;
    // Back before the worker knows: the page it kept, with the scripts it kept, working.
    const back = await context.newPage();
    expect((await back.goto(`${origin}/productFilter`))?.fromServiceWorker()).toBe(true);
    await expect(back.getByRole('link', { name: /^FreshBazar/ }).first()).toHaveText('FreshBazar');
    await hydrated(back);
    // Meanwhile the worker of the new build takes over, keeping the old build's files.
    await expect
      .poll(
        () =>
          back.evaluate(async () => {
            const active = await (await caches.open('builds')).match('active');
            return ((await active?.json()) as string[] | undefined)?.map((url) => new URL(url).pathname);
          }),
        { timeout: 20_000 },
      )
      .toContain(entryOf(builds.after));

    // The tab open across the deploy opens a screen whose script it had not loaded: the old build's, kept.
    const loaded: string[] = [];
    tab.on('response', (response) => loaded.push(new URL(response.url()).pathname));
    await tab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(tab).toHaveTitle('Blog');
    const gone = loaded.filter(
      (path) => path.startsWith('/assets/') && !existsSync(join(builds.after, path)),
    );
    expect(gone, 'scripts the new build no longer has').not.toEqual([]);

    // The next load is the new build, from its own scripts.
    const next = await context.newPage();
    await next.goto(`${origin}/productFilter`);
    await expect(next.getByRole('link', { name: /^FreshBazar/ }).first()).toHaveText('FreshBazar Next');
    expect(await next.locator('script[type="module"]').getAttribute('src')).toBe(entryOf(builds.after));
    expect(errors).toEqual([]);
  });
});
