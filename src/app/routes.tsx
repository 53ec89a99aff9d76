import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { categoriesQuery } from '../api/categories';
import { productListQuery } from '../api/productList';
import { RequireAuth } from '../auth/RequireAuth';
// Static, not lazy: every visit needs the frame, and most start at home. Lazy,
// they were a second round trip after the entry before anything could paint.
import MainLayout from '../features/frame/MainLayout';
import HomePage from '../features/home/HomePage';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** A lazily loaded screen: every other route is its own chunk. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * The loader of /productFilter: its first backend calls, whose requests index.html already
 * started with the page (FIRST_CALLS in ./prerender.tsx), taken while the page's chunk downloads;
 * react-query keeps the answers for the screen. It never waits or fails: the screen shows loading
 * and errors itself. Not on `/`, whose screen is in the app's chunk: there its sections take the
 * answers once the page is hydrated, and checking them meanwhile only competed with hydration
 * (docs/performance.md).
 */
const loadCatalog = (queryClient: QueryClient) => () => {
  void queryClient.query(productListQuery()).catch(() => undefined);
  void queryClient.query(categoriesQuery()).catch(() => undefined);
  return null;
};

/** Every route of spec section 2, under the layout every page shares (scroll restoration). */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [{ Component: RootLayout, children: pages(queryClient) }];
}

function pages(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      Component: MainLayout,
      errorElement: <RouteError />,
      children: [
        {
          index: true,
          Component: HomePage,
        },
        {
          path: 'productFilter',
          loader: loadCatalog(queryClient),
          lazy: page(() => import('../features/catalog/ProductFilterPage')),
        },
        { path: 'Checkout', lazy: page(() => import('../features/checkout/CheckoutPage')) },
        { path: 'blog', lazy: page(() => import('../features/pages/BlogPage')) },
        { path: 'contact', lazy: page(() => import('../features/pages/ContactPage')) },
        { path: 'trending', lazy: page(() => import('../features/pages/TrendingPage')) },
        { path: 'profile', lazy: page(() => import('../features/pages/ProfilePage')) },
        { path: 'settings', lazy: page(() => import('../features/pages/SettingsPage')) },
        {
          // Signed-in only (spec section 6): a spinner while auth loads, else /login.
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
              lazy: page(() => import('../features/dashboard/DashboardLayout')),
              children: [
                { index: true, lazy: page(() => import('../features/dashboard/ProfilePanel')) },
                { path: 'orderDetails', lazy: page(() => import('../features/dashboard/OrdersPanel')) },
                { path: 'wishlists', lazy: page(() => import('../features/dashboard/WishlistPanel')) },
                { path: '*', lazy: page(() => import('../features/dashboard/DashboardNotFound')) },
              ],
            },
          ],
        },
        { path: '*', lazy: page(() => import('../features/pages/NotFoundPage')) },
      ],
    },
    { path: '/login', lazy: page(() => import('../features/account/LoginPage')) },
    { path: '/signUp', lazy: page(() => import('../features/account/SignUpPage')) },
  ];
}
