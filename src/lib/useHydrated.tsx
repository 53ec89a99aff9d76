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
 * `hydrating`: useHydrated() is false while React adopts the HTML (and in the build), then true from a
 * transition, so what waited re-renders in slices. Otherwise true from the first render.
 */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False in the prerendered HTML and while hydrating it: what the build cannot know (data, clock,
 * stored choices) waits for true, so hydration matches the HTML. True outside a HydrationProvider.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/**
 * A store only the browser knows: `beforeHydrated` until useHydrated(), then live. A server snapshot
 * of React's own would re-render every reader at once, in one long task, after hydrating.
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
