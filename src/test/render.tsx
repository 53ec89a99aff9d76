import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { PreferencesProvider } from '../preferences/PreferencesProvider';
import { AuthContext, type AuthContextValue, type AuthUser } from '../auth/AuthContext';
import { FavoriteHeartsProvider } from '../features/favorites';
import { sendTokenOf } from './idToken';

export const demoUser: AuthUser = {
  uid: 'demo-uid',
  email: 'ayesha@freshbazar.test',
  displayName: 'Ayesha Rahman',
  photoURL: null,
};

const notUsed = () => Promise.reject(new Error('not used in this test'));

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    loading: false,
    signIn: notUsed,
    signInWithGoogle: notUsed,
    signUp: notUsed,
    updateUserProfile: notUsed,
    logout: notUsed,
    ...overrides,
  };
}

/** No retries, so errors show at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

interface Options {
  path?: string;
  /** The route pattern the element sits at, when it has params (e.g. '/detail/:id'). */
  pattern?: string;
  routes?: RouteObject[];
  auth?: Partial<AuthContextValue>;
  queryClient?: QueryClient;
}

/** Renders a screen with the app's providers and a memory router; `routes` go beside it (a /login target). */
export function renderWithApp(
  element: ReactElement,
  { path = '/', pattern, routes = [], auth, queryClient = testQueryClient() }: Options = {},
) {
  const screens = [{ path: pattern ?? path.split('?')[0], element }, ...routes];
  // The hearts' provider sits where MainLayout puts it: inside the router, around the screens.
  const frame = {
    element: (
      <FavoriteHeartsProvider>
        <Outlet />
      </FavoriteHeartsProvider>
    ),
    children: screens,
  };
  const router = createMemoryRouter([frame], { initialEntries: [path] });
  if (auth?.user) sendTokenOf(auth.user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <PreferencesProvider>
        <AuthContext.Provider value={fakeAuth(auth)}>
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </PreferencesProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
