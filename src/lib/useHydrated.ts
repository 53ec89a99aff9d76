import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates the prerendered HTML (and when prerendering it),
 * true from the render after. What the build could not know (the backend's
 * data, the clock, the visitor's stored choices) waits for true, so the
 * hydrating render matches the HTML exactly; React re-renders with true at once.
 * A page rendered without prerendered HTML gets true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
