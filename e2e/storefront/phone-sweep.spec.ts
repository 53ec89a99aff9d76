import { pagesUnderTest } from '../a11y/routes';
import { aProductId } from '../a11y/scan';
import { signInAsAyesha } from '../accounts/helpers';
import { expect, test } from '../support/fixtures';
import { sweepRoute, type Visit } from './sweep/walk';

/**
 * Issue 34's phone sweep: every route, in English and in Bengali with Taka, signed out and signed
 * in, at 320, 360, 375 and 412 px, with the small-screen menu, the filters, the wishlist and the
 * avatar menu open. It fails on sideways scroll, an element past the screen's edge, or a fixed
 * element over a link or button; on Bengali pages, also on a Latin digit in the page's own text
 * (product data from the backend, marked `data-backend-text`, and the developer detail line of a
 * failure, marked `data-dev-detail`, are not the page's own). One page load per route and
 * visitor: the widths and menus are visited by resizing and clicking.
 */
const languages = [
  { language: 'en', currency: 'USD' },
  { language: 'bn', currency: 'Tk' },
] as const;

for (const { language, currency } of languages) {
  for (const signedIn of [false, true]) {
    const who = signedIn ? 'signed in' : 'signed out';
    test(`every route fits a phone from 320 to 412 px (${language}, ${currency}, ${who})`, async ({
      page,
    }) => {
      // Signed out, the signed-in routes only send the shopper to /login, which has its own visit.
      // Signed in, what changes on a public page is the header (avatar, wishlist), the same on every
      // page: it is swept on the home and filter pages (cards with hearts), beside the signed-in
      // routes, which keeps the sweep within its ~90 s of npm test.
      const routes = pagesUnderTest.filter((route) =>
        signedIn
          ? route.as === 'signed-in' || route.path === '/' || route.path === '/productFilter'
          : route.as === 'visitor',
      );
      // A few seconds a route on a busy 2-core machine; a walk of 15 routes outlasts the default 30 s.
      test.setTimeout(routes.length * 20_000);
      if (signedIn) await signInAsAyesha(page);
      await page.addInitScript(
        (choice) => {
          localStorage.setItem('language', choice.language);
          localStorage.setItem('currency', choice.currency);
        },
        { language, currency },
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
      }
      expect(problems).toEqual([]);
    });
  }
}
