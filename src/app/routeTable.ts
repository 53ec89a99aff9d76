/**
 * Every public page, one entry each, read by the router (routes.tsx), the build (prerender.tsx) and
 * the e2e sweeps (docs/common-changes.md). Signed-in pages are in routes.tsx.
 * Plain data and `import()` functions only: Playwright's Node reads this file without the app.
 */
import type { ComponentType } from 'react';
import type { FirstCall } from './firstCalls';

/** A screen's module, loaded when its page opens: its own chunk. */
export type ScreenModule = () => Promise<{ default: ComponentType }>;

export interface PublicPage {
  readonly path: `/${string}`;
  /** Its screen (home's is in the app's chunk: routes.tsx imports it, so it has none here). */
  readonly screen?: ScreenModule;
  /** Without the page frame (header, footer): a card of its own (login, sign up). */
  readonly frame?: false;
  /** The backend calls its first screen shows: the build writes that screen and its queries (firstScreen). */
  readonly firstCalls?: readonly FirstCall[];
  /** Its screen's chunk and its first calls' contract are modulepreloaded with the app's scripts. */
  readonly preload?: true;
  /** Painted once wholly parsed: its centred card (AuthCard) moved as the rest arrived. */
  readonly paintedWhenParsed?: true;
}

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
