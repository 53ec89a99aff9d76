import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/queryClient';
import { AuthProvider } from '../auth/AuthProvider';
import { SkipLink } from '../components/SkipLink';
import { PreviewBanner, ScenarioBarRoom } from '../features/preview-banner/PreviewBanner';
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
 * The query client and the router: main.tsx awaits the first match so that the first render is the page,
 * not a fallback; an adopted page passes its loaded screen (`screens`), so that match is immediate.
 */
export function createAppParts({ screens }: { screens?: RouteOptions['screens'] } = {}): AppParts {
  const queryClient = createQueryClient();
  // BASE_URL keeps its trailing slash: '/storefront/' is inside the demo worker's scope (mocks/browser.ts).
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
            {import.meta.env.VITE_SCENARIOS === 'true' && import.meta.env.MODE !== 'e2e' && (
              <ScenarioBarRoom />
            )}
            {/* In the flow, covering nothing; production builds have no banner. */}
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
