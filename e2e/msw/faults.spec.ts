import { SHOP_DOWN } from '../support/failures';
import { afterRetries } from '../support/retries';
import { expect, test, urls } from './fixtures';

const isProducts = (method: string, url: string) => method === 'GET' && url === `${urls.stub}/products`;

test('a 503 on GET /products shows the home page error with Retry, and Retry recovers', async ({
  page,
  faults,
}) => {
  faults.inject({ route: 'GET /products', status: 503 });
  const failed = page.waitForResponse((r) => isProducts(r.request().method(), r.url()) && r.status() === 503);

  await page.clock.install();
  await page.goto('/');
  await failed;
  // The preview banner still talks to the (mocked) backend: only the products call fails.
  await expect(page.getByText('Preview backend running in this workspace.')).toBeVisible();
  const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
  await afterRetries(page, (brief) => expect(bestSellers.getByRole('alert')).toContainText(SHOP_DOWN, brief));
  // The call, for developers, small beneath the sentence.
  await expect(bestSellers.getByRole('alert')).toContainText(
    `load products: GET ${urls.stub}/products → HTTP 503`,
  );

  faults.clear();
  const recovered = page.waitForResponse(
    (r) => isProducts(r.request().method(), r.url()) && r.status() === 200,
  );
  await bestSellers.getByRole('button', { name: 'Retry' }).click();
  await recovered;
  await expect(bestSellers.getByRole('list', { name: 'Best sellers' })).toBeVisible();
  await expect(bestSellers.getByRole('alert')).toHaveCount(0);
});
