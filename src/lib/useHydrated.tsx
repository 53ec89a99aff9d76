import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const HydratedContext = createContext(true);

/**
 * Tells `useHydrated` whether the page is being adopted from prerendered HTML.
 * `hydrating`: false while React hydrates the HTML (and while the build renders
 * it), true from a transition after: React re-renders what waited for it in
 * short slices, not in one long task. Otherwise true from the first render.
 */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False in the prerendered HTML and while React hydrates it, true after. What
 * the build could not know (the backend's data, the clock, the visitor's
 * stored choices) waits for true, so the hydrating render matches the HTML
 * exactly. True outside a HydrationProvider (a component rendered alone).
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * A value only the browser knows (the window's width), from a store:
 * `beforeHydrated` in the prerendered HTML and while hydrating it, the live
 * value from the transition after. A server snapshot of React's own would
 * differ from the browser's and make React re-render every reader at once,
 * in one long task, right after hydrating.
 */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  beforeHydrated: T,
): T {
  const hydrated = useHydrated();
  const live = useSyncExternalStore(subscribe, read, () =>
    typeof window === 'undefined' ? beforeHydrated : read(),
  );
  return hydrated ? live : beforeHydrated;
}
