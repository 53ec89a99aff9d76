import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/queryClient';
import { AuthProvider } from '../auth/AuthProvider';
import { SkipLink } from '../components/SkipLink';
import { PreviewBanner } from '../features/preview-banner/PreviewBanner';
import type { Currency } from '../lib/price';
import { HydrationProvider } from '../lib/useHydrated';
import { PreferencesProvider } from '../preferences/PreferencesProvider';
import { createRoutes, type RouteOptions } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

export interface AppParts {
  queryClient: QueryClient;
  router: Router;
}

/**
 * The query client and the router, created before the first render. A page rendered in the
 * browser waits for the router's first match (loaders started, lazy route loaded): the first
 * render is then the page itself. Rendered before that, the router showed a fallback and swapped
 * the page in with a second render (docs/performance.md). A page adopted from the build's HTML
 * starts with its screen loaded (`screens`): the router's first match is there at once, and the
 * page is adopted as the build rendered it (its query cache: main.tsx).
 */
export function createAppParts({ screens }: { screens?: RouteOptions['screens'] } = {}): AppParts {
  const queryClient = createQueryClient();
  // At a sub-path (`--base /storefront/`) the routes are under it. With its trailing slash: home is
  // '/storefront/', inside the demo's worker scope ('/storefront' is not, mocks/browser.ts).
  const routes = createRoutes(queryClient, { screens });
  const router = createBrowserRouter(routes, { basename: import.meta.env.BASE_URL });
  return { queryClient, router };
}

/** Resolves once the router has matched the first location (at once if it already has). */
export function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Everything around the router: the same in the browser and when prerendering (prerender.tsx). */
export function AppProviders({
  queryClient,
  hydrating,
  currency,
  children,
}: {
  queryClient: QueryClient;
  hydrating: boolean;
  /** The build's choice for a page variant; in the browser, the shopper's stored one. */
  currency?: Currency;
  children: ReactNode;
}) {
  return (
    <HydrationProvider hydrating={hydrating}>
      <QueryClientProvider client={queryClient}>
        <PreferencesProvider currency={currency}>
          <AuthProvider>
            <SkipLink />
            {/* Above the page, in the flow: it never covers content. Only builds for the workspace's
              preview backend have it: a production build ships no banner and no /__stub/ call. */}
            {/* Dev and demo builds always show the scenario bar (features/scenario, its own root, over
              this line): its line is kept from the first paint, so the page never moves for it. */}
            {import.meta.env.VITE_SCENARIOS === 'true' && import.meta.env.MODE !== 'e2e' && (
              <div className="h-8" />
            )}
            {import.meta.env.VITE_PREVIEW_BANNER === 'true' && <PreviewBanner />}
            {children}
          </AuthProvider>
        </PreferencesProvider>
      </QueryClientProvider>
    </HydrationProvider>
  );
}

/** `hydrating`: React adopts the build's HTML of this page (main.tsx). */
export function App({ queryClient, router, hydrating }: AppParts & { hydrating: boolean }) {
  return (
    <AppProviders queryClient={queryClient} hydrating={hydrating}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
