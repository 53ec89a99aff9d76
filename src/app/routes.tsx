import type { QueryClient } from '@tanstack/react-query';
import { Outlet, type RouteObject } from 'react-router';
import { RequireAuth } from '../auth/RequireAuth';
// Static, not lazy: every visit needs the frame, and most start at home. Lazy,
// they were a second round trip after the entry before anything could paint.
import MainLayout from '../features/frame/MainLayout';
import HomePage from '../features/home/HomePage';
import { FIRST_CALLS, type FirstCall } from './firstCalls';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { PUBLIC_PAGES, type PublicPage, type ScreenModule } from './routeTable';

/** A lazily loaded screen: every route but home and the frame is its own chunk. */
const lazyScreen = (load: ScreenModule) => async () => ({ Component: (await load()).default });

/**
 * The loader of a page with a screen of its own and first calls (/productFilter): the calls,
 * whose requests index.html already started with the page, taken while the screen's chunk
 * downloads; react-query keeps the answers for the screen. It never waits or fails: the screen
 * shows loading and errors itself. Not on `/`, whose screen is in the app's chunk: there its
 * sections take the answers once the page is hydrated, and checking them meanwhile only competed
 * with hydration (docs/performance.md).
 */
const loadFirstCalls = (queryClient: QueryClient, calls: readonly FirstCall[]) => () => {
  for (const call of calls) void FIRST_CALLS[call].load(queryClient).catch(() => undefined);
  return null;
};

/** A public page's route (routeTable.ts); home's screen is the one imported above. */
function publicRoute(queryClient: QueryClient, { path, screen, firstCalls }: PublicPage): RouteObject {
  if (path === '/') return { index: true, Component: HomePage };
  if (!screen) throw new Error(`${path} names no screen (src/app/routeTable.ts)`);
  return {
    path,
    lazy: lazyScreen(screen),
    ...(firstCalls && { loader: loadFirstCalls(queryClient, firstCalls) }),
  };
}

/** Every route of docs/product.md §2, under the layout every page shares (scroll restoration). */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [{ Component: RootLayout, children: pages(queryClient) }];
}

function pages(queryClient: QueryClient): RouteObject[] {
  const framed = PUBLIC_PAGES.filter((page) => page.frame !== false);
  const ownPages = PUBLIC_PAGES.filter((page) => page.frame === false);
  return [
    {
      path: '/',
      Component: MainLayout,
      errorElement: <RouteError />,
      children: [
        ...framed.map((page) => publicRoute(queryClient, page)),
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
    ...ownPages.map((page) => publicRoute(queryClient, page)),
  ];
}
