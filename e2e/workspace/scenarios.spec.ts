import { scenarioNames } from '../../mocks/scenarios';
import { expect, test } from '../support/fixtures';
import { SHOP_DOWN } from '../support/failures';
import { afterRetries } from '../support/retries';
import { signInAsAyesha } from '../accounts/helpers';

/**
 * `?scenario=NAME` on any URL switches the real stub this run started into a
 * named scenario (mocks/scenarios.ts) and shows the badge. Every page would see it, so each test
 * has a stub of its own (e2e/support/fixtures.ts), reset: the `default` scenario.
 */
test.use({ ownStub: true });

const badge = (page: import('@playwright/test').Page) =>
  page.getByRole('complementary', { name: 'Scenario' });

test('backend-down: every section explains the failure, the badge names it and clears it', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/?scenario=backend-down');
  await expect(badge(page).getByRole('status')).toHaveText('Scenario: backend-down');
  const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
  await afterRetries(page, (brief) => expect(bestSellers.getByRole('alert')).toContainText(SHOP_DOWN, brief));
  await expect(bestSellers.getByRole('alert')).toContainText('HTTP 503');
  if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: 'docs/screenshots/scenario-badge.png' });

  await badge(page).getByRole('button', { name: 'Clear scenario' }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('scenario'));
  await expect(bestSellers.getByRole('list', { name: 'Best sellers' })).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
});

test('backend-down: the filter page says so at the first failure, while it tries again behind the message', async ({
  page,
}) => {
  await page.goto('/productFilter?scenario=backend-down');
  // The bar mounts once the app has rendered the page, whose first calls start before that: from
  // then on the message must not wait for the retry policy's 1 + 2 + 4 s. The bar may take longer
  // on a busy host, which says nothing about the message.
  await expect(badge(page).getByRole('status')).toHaveText('Scenario: backend-down', { timeout: 15_000 });
  const results = page.getByRole('region', { name: 'Products', exact: true });
  await expect(results.getByRole('alert')).toContainText(SHOP_DOWN, { timeout: 3_000 });
  // Said while the retries go on, not once they are spent.
  await expect(results.getByRole('alert')).toContainText('Trying again…');
  await expect(results.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await expect(categories.getByRole('alert')).toContainText(SHOP_DOWN, { timeout: 3_000 });
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
  await expect(panel.getByRole('link')).toHaveText(scenarioNames);
  await panel.getByRole('link', { name: 'empty', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?scenario=empty$/);
  await expect(badge(page).getByRole('status')).toHaveText('Scenario: empty');
});

/**
 * Whether the scenario bar covers anything of the page a shopper sees (its text, a control, a
 * picture), whether it is fixed anywhere, and whether its status text wraps.
 */
function demoBarProblems() {
  const bar = document.querySelector<HTMLElement>('#scenario-badge-root aside');
  if (!bar) return ['no scenario bar'];
  const problems: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('#scenario-badge-root *')) {
    if (getComputedStyle(element).position === 'fixed') problems.push(`fixed: ${element.tagName}`);
  }
  const box = bar.getBoundingClientRect();
  const overlaps = (r: DOMRect) =>
    Math.min(r.right, box.right) - Math.max(r.left, box.left) > 0 &&
    Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top) > 0;
  // Screen-reader-only boxes (1 px, clipped) draw nothing.
  const shown = (element: Element) => {
    if (
      bar.contains(element) ||
      !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    )
      return false;
    const r = element.getBoundingClientRect();
    return r.width > 1 && r.height > 1;
  };
  const name = (element: Element) =>
    `${element.tagName} "${(element.textContent?.trim() || element.getAttribute('aria-label') || '').slice(0, 40)}"`;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.nodeValue?.trim() || !shown(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some(overlaps)) problems.push(`covers the text of ${name(parent)}`);
  }
  const things = 'a[href], button, input, select, textarea, [role="button"], img, svg, video, canvas';
  for (const element of document.querySelectorAll<HTMLElement>(things)) {
    if (shown(element) && overlaps(element.getBoundingClientRect()))
      problems.push(`covers: ${name(element)}`);
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

/** Whether the element is what a tap at its middle reaches: nothing is drawn over it. */
function onTop(element: Element) {
  const r = element.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return !!hit && element.contains(hit);
}

test('on a 360 px phone the scenario bar covers nothing of the page and stays on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/productFilter?scenario=malformed');
  await expect(badge(page).getByRole('status')).toContainText('(3 invalid items skipped)');
  await expect(page.getByText('Show: 80')).toBeVisible();
  expect(await page.evaluate(demoBarProblems)).toEqual([]);
  // The skip link, shown at the bar's corner when it has the focus, is above the bar.
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await expect(skipLink).toBeFocused();
  expect(await skipLink.evaluate(onTop)).toBe(true);
  await skipLink.blur();
  // The full text stays readable, in the tooltip and to assistive technology.
  await expect(badge(page).getByRole('status')).toHaveAttribute(
    'title',
    /malformed \(3 invalid items skipped\)/,
  );

  await page.goto('/?scenario=slow');
  const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
  await expect(bestSellers.getByRole('list', { name: 'Best sellers' })).toBeVisible({ timeout: 15_000 });
  // The best sellers are in the page's HTML (decision 043): the bar comes with the app.
  await expect(badge(page).getByRole('status')).toContainText('slow');
  expect(await page.evaluate(demoBarProblems)).toEqual([]);
  // The footer's links, where the old floating badge sat.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(demoBarProblems)).toEqual([]);
});

test('on a 360 px phone the dashboard drawer opens below the scenario bar and the banner', async ({
  page,
  stubUrl,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsAyesha(page, stubUrl);
  await page.goto('/auth?scenario=new-user');
  await expect(badge(page).getByRole('status')).toHaveText('Scenario: new-user');
  const banner = page.getByRole('complementary', { name: 'Preview backend status' });
  await expect(banner.getByRole('status')).toHaveText('Preview backend running in this workspace.');
  await page.getByText('Dashboard menu', { exact: true }).click();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'Wishlist' })).toBeVisible();
  // The drawer's title and links are not under the bar, and the banner is not under the drawer.
  expect(await page.evaluate(demoBarProblems)).toEqual([]);
  expect(await banner.getByRole('status').evaluate(onTop)).toBe(true);
  const drawerTop = (await nav.boundingBox())!.y;
  const bannerBottom = await banner.evaluate((element) => element.getBoundingClientRect().bottom);
  expect(drawerTop).toBeGreaterThanOrEqual(bannerBottom);
  await expect(nav.getByRole('heading', { name: 'FreshBazar' })).toBeInViewport({ ratio: 1 });
});

test('recovers, against the stub: the list fails twice, loads, and the calls say so in the journal and the Calls view', async ({
  page,
  calls,
}) => {
  await page.clock.install();
  await page.goto('/productFilter?scenario=recovers');
  await expect(badge(page).getByRole('status')).toHaveText('Scenario: recovers');
  const results = page.getByRole('region', { name: 'Products', exact: true });
  await expect(results.getByRole('alert')).toContainText(SHOP_DOWN);
  await afterRetries(page, (brief) => expect(results.getByRole('article').first()).toBeVisible(brief));
  await expect(results.getByRole('alert')).toHaveCount(0);
  const products = await calls.to('GET /products');
  expect(products.map((call) => [call.status, call.by])).toEqual([
    [503, 'fault'],
    [503, 'fault'],
    [200, 'scenario'],
  ]);
  expect(products[2]!.verdict).toEqual({ kept: true });

  await badge(page).getByRole('button', { name: 'Scenarios' }).click();
  await badge(page).getByRole('button', { name: 'Calls', exact: true }).click();
  const shown = badge(page).getByRole('list', { name: 'Calls to the backend' }).getByRole('listitem');
  await expect(shown.filter({ hasText: 'GET /products' })).toHaveCount(3);
  await expect(shown.filter({ hasText: 'fault rule: 503' })).toHaveCount(2);
});
