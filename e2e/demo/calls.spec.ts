import type { Page } from '@playwright/test';
import { CUT_LIST_BYTES } from '../../mocks/scenarios';
import { expect, test } from './fixtures';

/**
 * The static demo, its backend the MSW worker in the tab: `?scenario=cut-list` breaks the list's
 * stream mid-body, `?scenario=recovers` fails it twice; the scenario panel's Calls view shows each call.
 */
const results = (page: Page) => page.getByRole('region', { name: 'Products', exact: true });

async function openCalls(page: Page, labels = { scenarios: 'Scenarios', calls: 'Calls' }) {
  const bar = page.locator('#scenario-badge-root');
  await bar.getByRole('button', { name: labels.scenarios, exact: true }).click();
  await bar.getByRole('button', { name: labels.calls, exact: true }).click();
  return bar;
}

test('@smoke cut-list: the products that arrived, in words that the rest did not, and the call in the Calls view', async ({
  page,
}) => {
  await page.goto('productFilter?scenario=cut-list');
  const alert = results(page).getByRole('alert');
  await expect(alert).toContainText(
    /^Only \d+ products arrived: the rest of the list broke off on the way\./,
  );
  const cards = await results(page).getByRole('article').count();
  expect(cards).toBeGreaterThan(0);
  await expect(alert).toContainText(`Only ${cards} products arrived`);
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(results(page).getByText('Loading products')).toHaveCount(0);

  const bar = await openCalls(page);
  const list = bar.getByRole('list', { name: 'Calls to the backend' });
  const call = list.getByRole('listitem').filter({ hasText: 'GET /products' }).first();
  await expect(call).toContainText('cut off');
  await expect(call).toContainText(`fault rule: cut after ${CUT_LIST_BYTES} bytes`);
  await call.getByText('GET /products').click();
  await expect(call.getByLabel("The answer's first lines")).toContainText('"_id"');
  await expect(call).toContainText('Broke the contract: (the body broke off)');
});

test('@smoke recovers: the list fails twice, the retry loads it, and the Calls view shows 503, 503, 200', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('?scenario=recovers');
  const section = page.getByRole('region', { name: 'Category Products' });
  await expect(section.getByRole('alert')).toContainText("Our shop isn't answering right now.");
  await expect(async () => {
    await page.clock.fastForward(4_000);
    await expect(section.getByRole('list', { name: 'Products' })).toBeVisible({ timeout: 250 });
  }).toPass({ intervals: [100], timeout: 30_000 });
  await expect(section.getByRole('alert')).toHaveCount(0);

  const bar = await openCalls(page);
  const products = bar.getByRole('listitem').filter({ hasText: 'GET /products' });
  await expect(products).toHaveCount(3);
  await expect(products.nth(0)).toContainText('200');
  await expect(products.nth(0)).toContainText('scenario recovers');
  await expect(products.nth(0)).toContainText('contract kept');
  await expect(products.nth(1)).toContainText('503');
  await expect(products.nth(1)).toContainText('fault rule: 503');
  await expect(products.nth(2)).toContainText('503');
});

test('the Calls view in Bengali at 360 px, both themes, with no part wider than the screen', async ({
  page,
}) => {
  for (const [language, theme] of [
    ['bn', 'light'],
    ['bn', 'synthwave'],
    ['en', 'light'],
    ['en', 'synthwave'],
  ] as const)
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.addInitScript(
        (choices) => {
          localStorage.setItem('language', choices.language);
          localStorage.setItem('theme', choices.theme);
        },
        { language, theme },
      );
      await page.goto('productFilter?scenario=malformed');
      const bn = language === 'bn';
      const bar = await openCalls(page, bn ? { scenarios: 'পরিস্থিতিসমূহ', calls: 'কল' } : undefined);
      const list = bar.getByRole('list', { name: bn ? 'ব্যাকএন্ডে কল' : 'Calls to the backend' });
      const call = list.getByRole('listitem').filter({ hasText: 'GET /products' }).first();
      await expect(call).toContainText(bn ? 'চুক্তি ভেঙেছে' : 'contract broken');
      await call.getByText('GET /products').click();
      await expect(call).toContainText('0.price');
      const widest = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(widest, `${language} ${theme} ${width}`).toBeLessThanOrEqual(width);
      if (process.env.CALLS_SHOTS)
        await page.screenshot({ path: `${process.env.CALLS_SHOTS}/calls-${language}-${theme}-${width}.png` });
    }
});
