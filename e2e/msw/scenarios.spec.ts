import { expect, test } from './fixtures';

/** The stub's named scenarios, through MSW: set by the test, or by the app's own `?scenario=`. */

test('scenario.apply("backend-down") in a test: the badge names it and the catalog explains the failure', async ({
  page,
  scenario,
}) => {
  scenario.apply('backend-down');
  await page.goto('/productFilter');
  await expect(page.getByRole('complementary', { name: 'Scenario' }).getByRole('status')).toHaveText(
    'Scenario: backend-down',
  );
  // react-query retries 3 times (about 7 s) before the section gives up and says so.
  await expect(page.getByRole('region', { name: 'Products', exact: true }).getByRole('alert')).toContainText(
    'HTTP 503',
    {
      timeout: 20_000,
    },
  );
});

test('?scenario=big-catalog reaches the MSW handlers like the stub', async ({ page, scenario }) => {
  await page.goto('/productFilter?scenario=big-catalog');
  await expect(page.getByText('Show: 10000')).toBeVisible({ timeout: 20_000 });
  expect(scenario.current()).toBe('big-catalog');
});
