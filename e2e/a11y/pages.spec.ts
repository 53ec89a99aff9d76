import { signInAsAyesha } from '../accounts/helpers';
import { expect, test } from '../support/fixtures';
import { pagesUnderTest, screenshotWidths, themes } from './routes';
import { aProductId, blocking, countsByImpact, describe, scan, settled } from './scan';

/**
 * The screenshots are for people reading the report (`npm run test:a11y` sets A11Y_SCREENSHOTS=1);
 * nothing asserts on them, and `npm test` leaves them out: they took ~30% of these tests' time.
 */
const withScreenshots = process.env.A11Y_SCREENSHOTS === '1';

/**
 * Every route, in both themes: axe finds no serious or critical WCAG 2.1 A/AA
 * violation, and the report gets the page at phone, tablet and desktop width.
 */
for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      // Before the app's first script runs, so the first paint is already in this theme.
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    for (const { name, path, as, frame } of pagesUnderTest) {
      test(`${name} (${path}, ${as}) has no serious or critical violations`, async ({ page }, testInfo) => {
        // Three full-page screenshots of long pages (the filter page at 375 px) outlast the default 30 s.
        test.setTimeout(120_000);
        if (as === 'signed-in') await signInAsAyesha(page);
        const url = path.replace(':id', await aProductId());
        await page.goto(url);
        const shown = { footer: frame !== false };
        await settled(page, shown);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);

        const violations = await scan(page);
        console.info(`a11y ${url} [${as}] theme=${theme}: ${countsByImpact(violations)}`);

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

        // Compared as short lines, so a failure reads as a to-do list rather than a dump of axe objects.
        expect(describe(blocking(violations))).toEqual([]);
      });
    }
  });
}
