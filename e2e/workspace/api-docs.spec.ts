import { expect, test } from '../support/fixtures';
import { urls } from '../support/ports';

const isLocal = (url: string) => ['127.0.0.1', 'localhost'].includes(new URL(url).hostname);

test('the API reference renders offline and tries a call against the running stub', async ({
  page,
  context,
}) => {
  const blocked: string[] = [];
  // The network cable out: anything not on this machine fails.
  await context.route(
    (url) => !isLocal(url.href),
    (route) => {
      blocked.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  await page.goto(`${urls.stub}/__stub/docs`);
  await expect(page.getByRole('heading', { name: /Storefront product backend/ })).toBeVisible();
  for (const path of [
    '/catagory',
    '/products',
    '/products/{id}',
    '/favorites',
    '/favorites/{id}',
    '/users',
  ]) {
    await expect(page.getByRole('link', { name: path, exact: true }).first()).toBeVisible();
  }

  // The README's picture: UPDATE_SCREENSHOTS=1 npx playwright test e2e/workspace --project chromium
  if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: 'docs/screenshots/api-docs.png' });

  const listCategories = page.locator('#operations-default-listCategories');
  await listCategories.getByRole('button', { name: /GET \/catagory/ }).click();
  await listCategories.getByRole('button', { name: 'Execute' }).click();
  const live = listCategories.locator('.live-responses-table');
  await expect(live.locator('tbody .response-col_status').first()).toHaveText('200');
  await expect(live.getByText('Fruits & Vegetables').first()).toBeVisible();
  expect(blocked).toEqual([]);
});
