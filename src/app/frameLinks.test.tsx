import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MainLayout from '../features/frame/MainLayout';
import { FOOTER_BOTTOM_LINKS, FOOTER_COLUMNS } from '../features/frame/footerLinks';
import { NAV_LINKS } from '../features/frame/navLinks';
import { UTILITY_LINKS } from '../features/frame/utilityLinks';
import { renderWithApp } from '../test/render';

/** The frame's link tables (docs/common-changes.md, "Link a new page from the frame"). */
const TABLES = [
  ...NAV_LINKS,
  ...UTILITY_LINKS,
  ...FOOTER_COLUMNS.flatMap((column) => column.links),
  ...FOOTER_BOTTOM_LINKS,
];

/**
 * The frame's links to pages that are not a table's, each for its reason: the logo and Home
 * (the shop itself), a category (one per category the backend sends), and the account's own
 * controls (src/features/account: sign in, sign up, the avatar menu, a wishlist entry).
 */
const NOT_FROM_A_TABLE = [
  /^\/$/,
  /^\/productFilter\?category=[^&]+$/,
  /^\/(login|signUp|profile|settings)$/,
  /^\/detail\/[^/]+$/,
];

/** Every link to a page of this site the frame draws (not `#`, `?lang=`, `tel:`, `mailto:`). */
function pageLinks(): string[] {
  return [...document.querySelectorAll('a[href^="/"]')].map((link) => link.getAttribute('href')!);
}

describe('every link the frame draws', () => {
  it.each([
    ['signed out', true],
    ['signed in', false],
  ] as const)('comes from its link tables, or is one of the frame’s own (%s)', async (_, signedOut) => {
    renderWithApp(<MainLayout />, { auth: signedOut ? { user: null } : {} });
    await screen.findByRole('contentinfo'); // the footer, its own chunk
    await within(screen.getByRole('banner')).findAllByRole('link');
    const fromTables = new Set(TABLES.map((link) => link.to));
    const stray = pageLinks().filter(
      (href) => !fromTables.has(href) && !NOT_FROM_A_TABLE.some((own) => own.test(href)),
    );
    expect(
      stray,
      'a link written straight into the frame: add it to a table in src/features/frame (navLinks.ts, utilityLinks.ts, footerLinks.ts)',
    ).toEqual([]);
    // And every table link this visitor may see is drawn.
    const drawn = new Set(pageLinks());
    const shown = TABLES.filter((link) => !('signedInOnly' in link && link.signedInOnly && signedOut));
    expect(shown.filter((link) => !drawn.has(link.to)).map((link) => link.labelKey)).toEqual([]);
  });
});
