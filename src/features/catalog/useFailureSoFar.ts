import { useDeferredValue } from 'react';
import { failureSoFar, type QueryProgress } from '../../api/queryClient';

/**
 * A list query's failure as its screens show it (failureSoFar): at once, from the first failed
 * attempt, and kept until what replaces it renders. The lists' data is deferred (a transition),
 * so without this the render between a retry's success and its products showed a spinner.
 */
export function useFailureSoFar(
  query: QueryProgress,
  hydrated: boolean,
): { error: Error; retrying: boolean } | undefined {
  const failure = hydrated ? failureSoFar(query) : undefined;
  const lastShown = useDeferredValue(failure?.error);
  return failure ?? (lastShown && { error: lastShown, retrying: true });
}
