import { SHOP_DOWN } from '../support/failures';
import { afterRetries } from '../support/retries';
import { expect, test } from './fixtures';

/** The stub's named scenarios, through MSW: set by the test, or by the app's own `?scenario=`. */

test('scenario.apply("backend-down") in a test: the badge names it and the catalog explains the failure', async ({
  page,
  scenario,
}) => {
  scenario.apply('backend-down');
  await page.clock.install();
  await page.goto('/productFilter');
  await expect(page.getByRole('complementary', { name: 'Scenario' }).getByRole('status')).toHaveText(
    'Scenario: backend-down',
  );
  const products = page.getByRole('region', { name: 'Products', exact: true });
  await afterRetries(page, (brief) => expect(products.getByRole('alert')).toContainText(SHOP_DOWN, brief));
  await expect(products.getByRole('alert')).toContainText('HTTP 503');
});

test('?scenario=big-catalog reaches the MSW handlers like the stub', async ({ page, scenario }) => {
  await page.goto('/productFilter?scenario=big-catalog');
  await expect(page.getByText('Show: 10000')).toBeVisible({ timeout: 20_000 });
  expect(scenario.current()).toBe('big-catalog');
});
