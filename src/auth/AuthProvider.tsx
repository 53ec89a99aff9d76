import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue, type AuthUser } from './AuthContext';
import { inPageBackend } from '../api/inPageBackend';
import { yieldToMain } from '../lib/yieldToMain';
import { authConfig } from './config';
import { rememberAccount } from './accountHint';

type FirebaseModule = typeof import('./firebase');

let firebaseModule: Promise<FirebaseModule> | undefined;

/**
 * The token sync (VITE_TOKEN_SYNC_PATH; off, the build drops it): every call carries the bearer
 * token anyway, so a failure is only logged.
 */
function syncQuietly(method: 'POST' | 'DELETE'): Promise<void> {
  if (!import.meta.env.VITE_TOKEN_SYNC_PATH) return Promise.resolve();
  return import('../api/tokenSync')
    .then(({ syncToken }) => syncToken(method))
    .then(
      () => undefined,
      (error: unknown) => console.warn('Token sync failed:', error),
    );
}

/** No emulator and no real project: nobody can sign in, so the SDK is not even downloaded. */
class AuthNotConfiguredError extends Error {
  constructor() {
    super(
      'Sign-in is not configured: set VITE_AUTH_EMULATOR_URL or VITE_FIREBASE_API_KEY (see .env.example).',
    );
  }
}

/** Firebase on demand (never in the initial bundle); a failed load may be retried. */
function loadFirebase(): Promise<FirebaseModule> {
  if (!authConfig().apiKey) return Promise.reject(new AuthNotConfiguredError());
  firebaseModule ??= importFirebase().catch((error: unknown) => {
    firebaseModule = undefined;
    throw error;
  });
  return firebaseModule;
}

/** dev:msw and the demo: the same functions without the SDK once the worker runs (mocks/demoAuth.ts). */
const importFirebase = (): Promise<FirebaseModule> =>
  import.meta.env.VITE_MSW === 'true'
    ? Promise.all([import('../../mocks/demoAuth'), inPageBackend()]).then(([demo]) => demo)
    : import('./firebase');

/** docs/product.md §4: `loading` until the provider reports (sign-in, sign-up and logout set it too). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    loadFirebase()
      .then(async (firebase) => {
        // Auth starts in a task of its own, not in one long task with the SDK's evaluation.
        await yieldToMain();
        if (!active) return;
        unsubscribe = firebase.watchUser((current) => {
          rememberAccount(current ? 'in' : 'out');
          setUser(current);
          setLoading(false);
        });
      })
      .catch((error: unknown) => {
        // Without the SDK nobody can be signed in: show the signed-out app, not a spinner forever.
        if (error instanceof AuthNotConfiguredError) {
          console.info(error.message);
          rememberAccount('out');
        } else console.error('Could not load sign-in:', error);
        if (active) setLoading(false);
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

  const withLoading = useCallback(
    async <T,>(action: (firebase: FirebaseModule) => Promise<T>): Promise<T> => {
      setLoading(true);
      try {
        return await action(await loadFirebase());
      } finally {
        setLoading(false);
      }
    },
    [],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      setUser(await withLoading((firebase) => firebase.signIn(email, password)));
      void syncQuietly('POST');
    },
    [withLoading],
  );

  const signUp = useCallback(
    async (email: string, password: string) => {
      const created = await withLoading((firebase) => firebase.signUp(email, password));
      setUser(created);
      void syncQuietly('POST');
      return created;
    },
    [withLoading],
  );

  const signInWithGoogle = useCallback<AuthContextValue['signInWithGoogle']>(
    async (testAccount) => {
      const signedIn = await withLoading((firebase) => firebase.signInWithGoogle(testAccount));
      setUser(signedIn);
      void syncQuietly('POST');
      return signedIn;
    },
    [withLoading],
  );

  const updateUserProfile = useCallback(async (displayName: string, photoURL: string | null) => {
    // A profile update does not fire the provider's user listener, so take the updated user here.
    setUser(await (await loadFirebase()).updateUserProfile(displayName, photoURL));
  }, []);

  const logout = useCallback(async () => {
    await withLoading(async (firebase) => {
      // While the token is still the user's: the DELETE carries it.
      await syncQuietly('DELETE');
      await firebase.logOut();
    });
    setUser(null);
  }, [withLoading]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, signIn, signUp, signInWithGoogle, updateUserProfile, logout }),
    [user, loading, signIn, signUp, signInWithGoogle, updateUserProfile, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
