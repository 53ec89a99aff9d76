import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Outlet, type LoaderFunction, type RouteObject } from 'react-router';
import { categoriesQuery } from '../api/categories';
import { productListQuery } from '../api/productList';
import { RequireAuth } from '../auth/RequireAuth';
import type { Category, Product } from '../contract';
import { FILTER_FIRST_SCREEN, firstProducts, firstScreen } from '../features/catalog';
// Static, not lazy: every visit needs the frame, and most start at home. Lazy,
// they were a second round trip after the entry before anything could paint.
import MainLayout from '../features/frame/MainLayout';
import HomePage from '../features/home/HomePage';
import { homeFirstScreen } from '../features/home/homeProducts';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { PUBLIC_PAGES, type PublicPage, type ScreenModule } from './routeTable';

/** A lazily loaded screen: every route but home and the frame is its own chunk. */
const lazyScreen = (load: ScreenModule) => async () => ({ Component: (await load()).default });

/** What the build reads of its backend for the pages' first screens (src/app/prerender.tsx). */
export interface Catalog {
  products: Product[];
  categories: Category[];
}

export interface RouteOptions {
  /**
   * The build: the catalog the first screens come from, or null when the build could not read
   * one (the pages are written without products, as before 043).
   */
  catalog?: Catalog | null;
  /** Screens already loaded, by path: the page being adopted renders at once, not after a lazy load. */
  screens?: Readonly<Record<string, ComponentType>>;
}

/** The products a page's first screen shows, of the whole list: home's sections, else a grid's first rows. */
const firstScreenProducts = (path: string): ((products: readonly Product[]) => Product[]) =>
  path === '/' ? homeFirstScreen : (products) => firstProducts(products, FILTER_FIRST_SCREEN);

/**
 * The loader of a page with a first screen (a page whose route-table entry names `firstCalls`):
 * the React Router data path of docs/decisions/043.
 * - At build time (`catalog`) it returns the first screen: the build writes it into the page's
 *   HTML and, as the router's loader data, beside it. The browser's router starts with that data
 *   (hydrationData) and does not run the loader for it: the screens' queries ask the backend once
 *   the page is adopted, and have the last word (useProductList).
 * - On a later visit in the app it only starts the calls and never waits: the screens show
 *   loading and errors themselves, from the queries.
 * Not `hydrate`: the end of such a loader's run counted as the first navigation's, and
 * ScrollRestoration sent a visitor who had scrolled the HTML back to the top (decision 043).
 */
function firstScreenLoader(
  queryClient: QueryClient,
  path: string,
  { catalog }: RouteOptions,
): LoaderFunction {
  const pick = firstScreenProducts(path);
  return () => {
    if (catalog !== undefined) return catalog && firstScreen(pick(catalog.products), catalog.categories);
    void queryClient.query(productListQuery()).catch(() => undefined);
    void queryClient.query(categoriesQuery()).catch(() => undefined);
    return null;
  };
}

/** A public page's route (routeTable.ts); home's screen is the one imported above. */
function publicRoute(
  queryClient: QueryClient,
  { path, screen, firstCalls }: PublicPage,
  options: RouteOptions,
): RouteObject {
  const data = firstCalls && {
    loader: firstScreenLoader(queryClient, path, options),
    // Its filters live in the query: a change of them is no new first screen.
    shouldRevalidate: () => false,
  };
  if (path === '/') return { index: true, Component: HomePage, ...data };
  if (!screen) throw new Error(`${path} names no screen (src/app/routeTable.ts)`);
  const loaded = options.screens?.[path];
  return { path, ...(loaded ? { Component: loaded } : { lazy: lazyScreen(screen) }), ...data };
}

/** Every route of docs/product.md §2, under the layout every page shares (scroll restoration). */
export function createRoutes(queryClient: QueryClient, options: RouteOptions = {}): RouteObject[] {
  const route = (page: PublicPage) => publicRoute(queryClient, page, options);
  return [{ Component: RootLayout, children: pages(queryClient, route) }];
}

function pages(queryClient: QueryClient, publicRoute: (page: PublicPage) => RouteObject): RouteObject[] {
  const framed = PUBLIC_PAGES.filter((page) => page.frame !== false);
  const ownPages = PUBLIC_PAGES.filter((page) => page.frame === false);
  return [
    {
      path: '/',
      Component: MainLayout,
      errorElement: <RouteError />,
      children: [
        ...framed.map(publicRoute),
        {
          // Signed-in only (docs/product.md §6): a spinner while auth loads, else /login.
          element: (
            <RequireAuth>
              <Outlet />
            </RequireAuth>
          ),
          children: [
            {
              path: 'detail/:id',
              lazy: async () => {
                const route = await import('../features/product/route');
                return { Component: route.default, loader: route.makeLoader(queryClient) };
              },
              errorElement: <RouteError />,
            },
            {
              path: 'auth',
              lazy: lazyScreen(() => import('../features/dashboard/DashboardLayout')),
              children: [
                { index: true, lazy: lazyScreen(() => import('../features/dashboard/ProfilePanel')) },
                { path: 'orderDetails', lazy: lazyScreen(() => import('../features/dashboard/OrdersPanel')) },
                { path: 'wishlists', lazy: lazyScreen(() => import('../features/dashboard/WishlistPanel')) },
                { path: '*', lazy: lazyScreen(() => import('../features/dashboard/DashboardNotFound')) },
              ],
            },
          ],
        },
        { path: '*', lazy: lazyScreen(() => import('../features/pages/NotFoundPage')) },
      ],
    },
    ...ownPages.map(publicRoute),
  ];
}
