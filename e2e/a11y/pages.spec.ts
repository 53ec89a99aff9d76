import type { Page, TestInfo } from '@playwright/test';
import { signInAsAyesha } from '../accounts/helpers';
import { expect, test } from '../support/fixtures';
import { pagesUnderTest, screenshotWidths, type PageUnderTest, type Theme } from './routes';
import { aProductId, blocking, countsByImpact, describe, scan, settled } from './scan';
import { sweepRoute, type Visit } from './sweep/walk';

/**
 * The screenshots are for people reading the report (`npm run test:a11y` sets A11Y_SCREENSHOTS=1);
 * nothing asserts on them, and `npm test` leaves them out: they took ~30% of these tests' time.
 */
const withScreenshots = process.env.A11Y_SCREENSHOTS === '1';

/**
 * Each shopper's walk: English + USD in the light theme, Bengali + Tk in synthwave. A theme changes
 * only colours (daisyUI themes are colour sets): English pages are scanned with every WCAG rule,
 * Bengali pages, in the other theme, with the colour rules.
 */
const shoppers = [
  { language: 'en', currency: 'USD', theme: 'light', coloursOnly: false },
  { language: 'bn', currency: 'Tk', theme: 'synthwave', coloursOnly: true },
] as const;

const DESKTOP = { width: 1280, height: 900 };

/** The page at desktop width, at its top: axe's blocking violations as lines, and the report's screenshots. */
async function scanPage(
  page: Page,
  testInfo: TestInfo,
  route: PageUnderTest,
  { label, theme, coloursOnly }: { label: string; theme: Theme; coloursOnly: boolean },
) {
  const shown = { footer: route.frame !== false };
  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page, shown);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  const violations = await scan(page, { coloursOnly });
  console.info(`a11y ${label} theme=${theme}: ${countsByImpact(violations)}`);

  // Chromium leaves off-screen `content-visibility: auto` cards (render-when-visible) blank in a
  // full-page capture, though they render as a shopper scrolls to them: show them all for the picture.
  if (withScreenshots) {
    await page.addStyleTag({ content: '.render-when-visible { content-visibility: visible !important; }' });
  }
  for (const width of withScreenshots ? screenshotWidths : []) {
    await page.setViewportSize({ width, height: DESKTOP.height });
    await settled(page, shown);
    await testInfo.attach(`${route.name} ${label} ${theme} ${width}px`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
  return describe(blocking(violations)).map((line) => `${label} ${theme}: ${line}`);
}

/**
 * Every route of docs/product.md §2, in English + USD and in Bengali + Tk, signed out and signed in,
 * one page load per route and walk (issues 6 and 34, decisions 017 and 029):
 * - it fits a phone: resized through 320, 360, 375 and 412 px with the small-screen menu, the
 *   filters, the wishlist and the avatar menu open, it fails on sideways scroll, an element past
 *   the screen's edge, or a fixed element (or a demo tool) over any text, picture or control of
 *   the page; on Bengali pages, also on a Latin digit in the page's own text (product data from
 *   the backend, marked `data-backend-text`, and the developer detail line of a failure, marked
 *   `data-dev-detail`, are not the page's own);
 * - at desktop width, axe finds no serious or critical WCAG 2.1 A/AA violation (each page as the
 *   visitor it is for, `as` in routes.ts).
 * Signed out, the signed-in routes only send the shopper to /login, which has its own visit.
 * Signed in, what changes on a public page is the header (avatar, wishlist), the same on every
 * page: it is walked on the home and filter pages (cards with hearts), beside the signed-in routes.
 */
for (const { language, currency, theme, coloursOnly } of shoppers) {
  for (const signedIn of [false, true]) {
    const who = signedIn ? 'signed in' : 'signed out';
    test(`every page fits a phone and passes axe (${language}, ${currency}, ${theme}, ${who})`, async ({
      page,
    }, testInfo) => {
      const routes = pagesUnderTest.filter((route) =>
        signedIn
          ? route.as === 'signed-in' || route.path === '/' || route.path === '/productFilter'
          : route.as === 'visitor',
      );
      // A few seconds a route on a busy 2-core machine; screenshots of long pages take longer.
      test.setTimeout(routes.length * (withScreenshots ? 45_000 : 20_000));
      if (signedIn) await signInAsAyesha(page);
      await page.addInitScript(
        (choice) => {
          for (const [key, value] of Object.entries(choice)) localStorage.setItem(key, value);
        },
        { language, currency, theme },
      );
      const problems: string[] = [];
      for (const route of routes) {
        const path = route.path.replace(':id', await aProductId());
        const visit: Visit = {
          path,
          label: `${route.path} (${language}, ${who})`,
          frame: route.frame !== false,
          signedIn,
          digits: language === 'bn',
        };
        problems.push(...(await sweepRoute(page, visit)));
        // Each page is scanned once, by the visitor it is for: signed in, the home and filter pages
        // differ only by the header, which the signed-in routes' scans cover (~3-4 s a scan there).
        if (route.as === (signedIn ? 'signed-in' : 'visitor')) {
          problems.push(
            ...(await scanPage(page, testInfo, route, { label: visit.label, theme, coloursOnly })),
          );
        }
      }
      // Compared as short lines, so a failure reads as a to-do list rather than a dump of axe objects.
      expect(problems).toEqual([]);
    });
  }
}
