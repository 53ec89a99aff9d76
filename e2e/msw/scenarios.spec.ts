import { expect, test } from './fixtures';

/** The stub's named scenarios, through MSW: set by the test, or by the app's own `?scenario=`. */

test('scenario.apply("empty") in a test: the home page has nothing to show', async ({ page, scenario }) => {
  scenario.apply('empty');
  await page.goto('/');
  await expect(page.getByText('No products to show yet. Please check back soon.').first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Scenario' }).getByRole('status')).toHaveText('Scenario: empty');
});

test('?scenario=big-catalog reaches the MSW handlers like the stub', async ({ page, scenario }) => {
  await page.goto('/productFilter?scenario=big-catalog');
  await expect(page.getByText('Show: 10000')).toBeVisible({ timeout: 20_000 });
  expect(scenario.current()).toBe('big-catalog');
});
