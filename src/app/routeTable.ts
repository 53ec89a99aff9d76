/**
 * The route table: every public page, one entry each. The router (routes.tsx), the build's
 * HTML for each page (prerender.tsx) and the e2e route sweeps (e2e/) all read this list, so a
 * new public page is one entry here, its screen's file and its strings in the catalogs
 * (docs/common-changes.md). Signed-in pages (/detail/:id, /auth/*) get no HTML of their own and
 * are in routes.tsx.
 *
 * Plain data and `import()` functions only: Playwright's Node reads this file without the app.
 */
import type { ComponentType } from 'react';
import type { FirstCall } from './firstCalls';

/** A screen's module, loaded when its page opens: its own chunk. */
export type ScreenModule = () => Promise<{ default: ComponentType }>;

export interface PublicPage {
  /** The page's URL path, as its links write it. */
  readonly path: `/${string}`;
  /** Its screen (home's is in the app's chunk: routes.tsx imports it, so it has none here). */
  readonly screen?: ScreenModule;
  /** Without the page frame (header, footer): a card of its own (login, sign up). */
  readonly frame?: false;
  /**
   * The backend calls its first screen shows: the build writes that screen (its first products,
   * the categories) into the page's HTML and its query cache beside it (firstScreen.ts); the
   * queries ask the backend again once the app runs.
   */
  readonly firstCalls?: readonly FirstCall[];
  /**
   * Its screen's chunk and its first calls' contract are fetched with the app's scripts
   * (modulepreload), a round trip sooner than the app would ask for them.
   */
  readonly preload?: true;
  /**
   * Its card is centred (AuthCard): painted half-parsed, the card moved as the rest arrived, so
   * the browser paints it once it has parsed all of it. Other pages grow downwards, and waiting
   * would hold their first paint back (docs/performance.md).
   */
  readonly paintedWhenParsed?: true;
}

/** The catalog's first calls: the products and the categories. */
const CATALOG: readonly FirstCall[] = ['products', 'catagory'];

/** docs/product.md §2's public pages: each is built into HTML for every shopper (docs/decisions/033). */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: '/', firstCalls: CATALOG },
  {
    path: '/productFilter',
    screen: () => import('../features/catalog/ProductFilterPage'),
    firstCalls: CATALOG,
    preload: true,
  },
  { path: '/Checkout', screen: () => import('../features/checkout/CheckoutPage') },
  { path: '/blog', screen: () => import('../features/pages/BlogPage') },
  { path: '/contact', screen: () => import('../features/pages/ContactPage') },
  { path: '/trending', screen: () => import('../features/pages/TrendingPage') },
  { path: '/profile', screen: () => import('../features/pages/ProfilePage') },
  { path: '/settings', screen: () => import('../features/pages/SettingsPage') },
  {
    path: '/login',
    screen: () => import('../features/account/LoginPage'),
    frame: false,
    paintedWhenParsed: true,
  },
  {
    path: '/signUp',
    screen: () => import('../features/account/SignUpPage'),
    frame: false,
    paintedWhenParsed: true,
  },
];
