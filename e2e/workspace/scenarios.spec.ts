import { expect, test } from '../support/fixtures';
import { SHOP_DOWN } from '../support/failures';
import { afterRetries } from '../support/retries';

/**
 * `?scenario=NAME` on any URL switches the real stub this run started into a
 * named scenario (mocks/scenarios.ts) and shows the badge; every test starts
 * from a reset stub, i.e. the `default` scenario.
 */
const badge = (page: import('@playwright/test').Page) =>
  page.getByRole('complementary', { name: 'Scenario' });

test('backend-down: every section explains the failure, the badge names it and clears it', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/?scenario=backend-down');
  await expect(badge(page).getByRole('status')).toHaveText('Scenario: backend-down');
  const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
  await afterRetries(page, (brief) =>
    expect(bestSellers.getByRole('alert')).toContainText(SHOP_DOWN, brief),
  );
  await expect(bestSellers.getByRole('alert')).toContainText('HTTP 503');
  if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: 'docs/screenshots/scenario-badge.png' });

  await badge(page).getByRole('button', { name: 'Clear scenario' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('scenario'));
  await expect(bestSellers.getByRole('list', { name: 'Best sellers' })).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
});

test('empty: the home page says there is nothing yet, and the link survives in-app navigation', async ({
  page,
}) => {
  await page.goto('/?scenario=empty');
  await expect(badge(page).getByRole('status')).toHaveText('Scenario: empty');
  await expect(page.getByText('No products to show yet. Please check back soon.').first()).toBeVisible();
  await page.goto('/productFilter');
  await expect(page.getByText('Show: 0')).toBeVisible();
  await expect(badge(page).getByRole('status')).toHaveText('Scenario: empty');
});

test('slow: the products arrive late but arrive', async ({ page }) => {
  await page.goto('/?scenario=slow');
  await expect(badge(page).getByRole('status')).toHaveText('Scenario: slow');
  const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
  await expect(bestSellers.getByRole('list', { name: 'Best sellers' })).toBeVisible({ timeout: 15_000 });
});

test('malformed: the broken items are skipped and the badge says how many', async ({ page }) => {
  await page.goto('/productFilter?scenario=malformed');
  // 80 valid fixture products shown; the 3 broken ones are left out.
  await expect(page.getByText('Show: 80')).toBeVisible();
  await expect(badge(page).getByRole('status')).toContainText('Scenario: malformed');
  await expect(badge(page).getByRole('status')).toContainText('(3 invalid items skipped)');
  await expect(page.getByText('malformed-', { exact: false })).toHaveCount(0);
});

test('the scenario panel is keyboard reachable and switches by link', async ({ page }) => {
  await page.goto('/?scenario=new-user');
  const toggle = badge(page).getByRole('button', { name: 'Scenarios' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Backend scenarios' });
  await expect(panel.getByRole('link')).toHaveCount(8);
  await panel.getByRole('link', { name: 'empty', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?scenario=empty$/);
  await expect(badge(page).getByRole('status')).toHaveText('Scenario: empty');
});

/** Whether the demo bar covers any link or button of the page, and whether its status text wraps. */
function demoBarProblems() {
  const bar = document.querySelector<HTMLElement>('#scenario-badge-root aside');
  if (!bar) return ['no scenario bar'];
  const problems: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('#scenario-badge-root *')) {
    if (getComputedStyle(element).position === 'fixed') problems.push(`fixed: ${element.tagName}`);
  }
  const box = bar.getBoundingClientRect();
  const controls = document.querySelectorAll<HTMLElement>('a[href], button, input, select, [role="button"]');
  for (const control of controls) {
    if (bar.contains(control) || !control.checkVisibility({ visibilityProperty: true })) continue;
    const r = control.getBoundingClientRect();
    const overlap =
      Math.min(r.right, box.right) - Math.max(r.left, box.left) > 0 &&
      Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top) > 0;
    if (overlap) problems.push(`covers: ${control.tagName} "${control.textContent?.trim() || control.ariaLabel}"`);
  }
  const status = bar.querySelector('[role="status"]');
  if (status) {
    const range = document.createRange();
    range.selectNodeContents(status);
    // Pieces of one line overlap vertically (the monospace name sits a pixel lower); a wrapped piece starts below.
    const [first, ...rest] = [...range.getClientRects()];
    if (first && rest.some((rect) => rect.top >= first.bottom - 1)) problems.push('status wraps');
  }
  if (document.documentElement.scrollWidth > window.innerWidth) problems.push('sideways scroll');
  return problems;
}

test('on a 360 px phone the scenario bar covers no link or button and stays on one line', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/productFilter?scenario=malformed');
  await expect(badge(page).getByRole('status')).toContainText('(3 invalid items skipped)');
  await expect(page.getByText('Show: 80')).toBeVisible();
  expect(await page.evaluate(demoBarProblems)).toEqual([]);
  // The full text stays readable, in the tooltip and to assistive technology.
  await expect(badge(page).getByRole('status')).toHaveAttribute('title', /malformed \(3 invalid items skipped\)/);

  await page.goto('/?scenario=slow');
  const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
  await expect(bestSellers.getByRole('list', { name: 'Best sellers' })).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(demoBarProblems)).toEqual([]);
  // The footer's links, where the old floating badge sat.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(demoBarProblems)).toEqual([]);
});
