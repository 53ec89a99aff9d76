import { expect, type Page } from '@playwright/test';
import { sweepWidth, type WidthSweep } from './inspect';

/** The phones the sweep resizes through, narrowest first. */
export const PHONE_WIDTHS = [320, 360, 375, 412] as const;
const PHONE_HEIGHT = 780;

export interface Visit {
  path: string;
  /** What the failure lines call the page and its visitor: "/auth (bn, signed in)". */
  label: string;
  /** False for login and sign-up, shown without the header and footer. */
  frame: boolean;
  signedIn: boolean;
  digits: boolean;
}

const AVATAR_LABEL = '^Account menu for|অ্যাকাউন্ট মেনু$';

/** The header's menus a shopper opens on a phone, by their names in English and Bengali. */
function toggles(visit: Visit): WidthSweep['toggles'] {
  if (!visit.frame) return [];
  const menu = { state: 'menu open', label: '^(Menu|মেনু)$', how: 'click' } as const;
  if (!visit.signedIn) return [menu];
  // daisyUI dropdowns are open while their button has focus.
  return [
    menu,
    { state: 'wishlist open', label: '^(Wishlist|উইশলিস্ট)', how: 'focus' },
    { state: 'avatar menu open', label: AVATAR_LABEL, how: 'focus' },
  ];
}

/** Laid out as a shopper sees it: heading, footer (last to arrive), no spinner, fonts in. */
async function ready(page: Page, visit: Visit) {
  // The product list can take longer than an assertion's default on a loaded CI machine.
  const patiently = { timeout: 20_000 };
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible(patiently);
  if (visit.frame) await expect(page.getByRole('contentinfo')).toBeVisible(patiently);
  await expect(page.locator('.spinner')).toHaveCount(0, patiently);
  // Signed in, the header shows the signed-out buttons until the account's controls have loaded.
  if (visit.frame && visit.signedIn) {
    const avatar = page.getByRole('banner').getByRole('button', { name: new RegExp(AVATAR_LABEL) });
    await expect(avatar).toBeVisible(patiently);
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * One page load at each phone width: at its top, with each header menu open, scrolled to its end (filters
 * open on the filter page). One line per problem: route and visitor, width, state, element.
 */
export async function sweepRoute(page: Page, visit: Visit): Promise<string[]> {
  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: PHONE_HEIGHT });
  await page.goto(visit.path);
  await ready(page, visit);
  if (visit.path.startsWith('/productFilter')) {
    await page.getByRole('button', { name: /^(Show filters|ফিল্টার দেখান)$/ }).click();
  }

  const problems = new Set<string>();
  for (const width of PHONE_WIDTHS) {
    if (width !== PHONE_WIDTHS[0]) await page.setViewportSize({ width, height: PHONE_HEIGHT });
    // Text does not change with the width: Latin digits are looked for once.
    const digits = visit.digits && width === PHONE_WIDTHS[0];
    const seen = await page.evaluate(sweepWidth, { toggles: toggles(visit), digits });
    for (const [state, found] of Object.entries(seen)) {
      for (const line of found.layout) problems.add(`${visit.label} ${width}px ${state}: ${line}`);
      for (const line of found.digits) problems.add(`${visit.label} ${state}: Latin digit ${line}`);
    }
  }
  return [...problems];
}
