import type { Calls } from '../support/calls';
import { SHOP_DOWN } from '../support/failures';
import { afterRetries } from '../support/retries';
import { expect, test, urls } from './fixtures';

const productStatuses = async (calls: Calls) => (await calls.to('GET /products')).map((call) => call.status);

test('a 503 on GET /products shows the home page error with Retry, and Retry recovers', async ({
  page,
  faults,
  calls,
}) => {
  faults.inject({ route: 'GET /products', status: 503 });

  await page.clock.install();
  await page.goto('/');
  await expect.poll(() => productStatuses(calls)).toContain(503);
  // The preview banner still talks to the (mocked) backend: only the products call fails.
  await expect(page.getByText('Preview backend running in this workspace.')).toBeVisible();
  const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
  await afterRetries(page, (brief) => expect(bestSellers.getByRole('alert')).toContainText(SHOP_DOWN, brief));
  // The call, for developers, small beneath the sentence.
  await expect(bestSellers.getByRole('alert')).toContainText(
    `load products: GET ${urls.stub}/products → HTTP 503`,
  );

  faults.clear();
  await bestSellers.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(() => productStatuses(calls)).toContain(200);
  await expect(bestSellers.getByRole('list', { name: 'Best sellers' })).toBeVisible();
  await expect(bestSellers.getByRole('alert')).toHaveCount(0);
});
