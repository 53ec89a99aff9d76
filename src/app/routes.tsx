import { noop, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { categoriesQuery } from '../api/categories';
import { productListQuery } from '../api/productList/queries';
import { RequireAuth } from '../auth/RequireAuth';
// Static, not lazy: every visit needs the frame, and most start at home.
import MainLayout from '../features/frame/MainLayout';
import HomePage from '../features/home/HomePage';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { PUBLIC_PAGES, type PublicPage, type ScreenModule } from './routeTable';

const lazyScreen = (load: ScreenModule) => async () => ({ Component: (await load()).default });

export interface RouteOptions {
  /** Screens already loaded, by path: the adopted (or prerendered) page renders at once. */
  screens?: Readonly<Record<string, ComponentType>>;
}

function publicRoute(
  queryClient: QueryClient,
  { path, screen, firstCalls }: PublicPage,
  options: RouteOptions,
): RouteObject {
  if (path === '/') return { index: true, Component: HomePage };
  if (!screen) throw new Error(`${path} names no screen (src/app/routeTable.ts)`);
  const loaded = options.screens?.[path];
  if (loaded) return { path, Component: loaded };
  // Its first calls start with its screen's chunk, not once the screen has arrived and mounted; a
  // failure is the screen's to show, through its own query.
  const startCalls = () => {
    queryClient.query(productListQuery()).catch(noop);
    queryClient.query(categoriesQuery()).catch(noop);
  };
  return { path, lazy: firstCalls ? () => (startCalls(), lazyScreen(screen)()) : lazyScreen(screen) };
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
