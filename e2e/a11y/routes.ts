import db from '../../fixtures/db.json' with { type: 'json' };
import { PUBLIC_PAGES } from '../../src/app/routeTable';

/** Who opens the page: a visitor, or Ayesha signed in through the login form. */
export type Visitor = 'visitor' | 'signed-in';

export interface PageUnderTest {
  /** What the report and the summary line call the page. */
  name: string;
  path: string;
  as: Visitor;
  /** False for the pages shown without the header and footer (login, sign up). */
  frame?: false;
}

/** The app's two daisyUI themes (colour sets only). */
export type Theme = 'light' | 'synthwave';

/** Widths of the report screenshots: phone, tablet, desktop. */
export const screenshotWidths = [375, 768, 1280] as const;

const aCategory = db.catagory[0]!.name;

/** What the report calls a public page: its path's words ('/productFilter' → 'product filter'). */
const nameOf = (path: string) =>
  path
    .slice(1)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase() || 'home';

/**
 * Every route of docs/product.md §2 with its visitor: the route table's pages, a query, a 404, the
 * signed-in pages. The a11y sweep and the visual report (scripts/visual/screens.ts) visit these.
 */
export const pagesUnderTest: PageUnderTest[] = [
  ...PUBLIC_PAGES.map(({ path, frame }) => ({ name: nameOf(path), path, as: 'visitor' as const, frame })),
  {
    name: 'product filter by category',
    path: `/productFilter?category=${encodeURIComponent(aCategory)}`,
    as: 'visitor',
  },
  { name: 'not found', path: '/no-such-page', as: 'visitor' },
  // The product id is read from the running stub in the spec (see productPath).
  { name: 'product detail', path: '/detail/:id', as: 'signed-in' },
  { name: 'dashboard profile', path: '/auth', as: 'signed-in' },
  { name: 'dashboard orders', path: '/auth/orderDetails', as: 'signed-in' },
  { name: 'dashboard wishlist', path: '/auth/wishlists', as: 'signed-in' },
  { name: 'dashboard not found', path: '/auth/unknown', as: 'signed-in' },
];
