import type { Page, TestInfo } from '@playwright/test';
import { signInAsAyesha } from '../accounts/helpers';
import { expect, test } from '../support/fixtures';
import { pagesUnderTest, screenshotWidths, themes, type PageUnderTest, type Theme } from './routes';
import { aProductId, blocking, countsByImpact, describe, scan, settled } from './scan';

/**
 * The screenshots are for people reading the report (`npm run test:a11y` sets A11Y_SCREENSHOTS=1);
 * nothing asserts on them, and `npm test` leaves them out: they took ~30% of these tests' time.
 */
const withScreenshots = process.env.A11Y_SCREENSHOTS === '1';

/** The page in one theme: axe's blocking violations as lines, and the report's screenshots. */
async function scanInTheme(page: Page, testInfo: TestInfo, { name, as, frame }: PageUnderTest, theme: Theme) {
  const shown = { footer: frame !== false };
  await settled(page, shown);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // A theme changes only colours: the first is scanned with every rule, the others for contrast.
  const violations = await scan(page, { coloursOnly: theme !== themes[0] });
  console.info(`a11y ${page.url()} [${as}] theme=${theme}: ${countsByImpact(violations)}`);

  // Chromium leaves off-screen `content-visibility: auto` cards (render-when-visible) blank in a
  // full-page capture, though they render as a shopper scrolls to them: show them all for the picture.
  if (withScreenshots) {
    await page.addStyleTag({ content: '.render-when-visible { content-visibility: visible !important; }' });
  }
  for (const width of withScreenshots ? screenshotWidths : []) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page, shown);
    await testInfo.attach(`${name} ${theme} ${width}px`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
  return describe(blocking(violations)).map((line) => `${theme}: ${line}`);
}

/**
 * Every route, in both themes: axe finds no serious or critical WCAG 2.1 A/AA
 * violation (every rule in the light theme; in synthwave, which changes only
 * colours, the colour rules), and the report gets the page at phone, tablet and
 * desktop width.
 * One visit per route: the page is scanned in each theme in turn, the theme
 * stored and the page reloaded as a returning shopper would see it (half the
 * page loads and sign-ins of a test per theme).
 */
for (const route of pagesUnderTest) {
  const { name, path, as } = route;
  test(`${name} (${path}, ${as}) has no serious or critical violations in either theme`, async ({ page }, testInfo) => {
    // Six full-page screenshots of long pages (the filter page at 375 px) outlast the default 30 s.
    test.setTimeout(withScreenshots ? 180_000 : 60_000);
    if (as === 'signed-in') await signInAsAyesha(page);
    const problems: string[] = [];
    for (const [index, theme] of themes.entries()) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme).catch(() => undefined);
      if (index === 0) await page.goto(path.replace(':id', await aProductId()));
      else await page.reload();
      problems.push(...(await scanInTheme(page, testInfo, route, theme)));
    }
    // Compared as short lines, so a failure reads as a to-do list rather than a dump of axe objects.
    expect(problems).toEqual([]);
  });
}
