import { useDeferredValue } from 'react';
import { failureSoFar, type QueryProgress } from '../../api/queryClient';

/**
 * A list query's failure from its first failed attempt (failureSoFar), kept until what replaces it
 * renders: the data is deferred, so a retry's success would otherwise flash a spinner.
 */
export function useFailureSoFar(
  query: QueryProgress,
  hydrated: boolean,
): { error: Error; retrying: boolean } | undefined {
  const failure = hydrated ? failureSoFar(query) : undefined;
  const lastShown = useDeferredValue(failure?.error);
  return failure ?? (lastShown && { error: lastShown, retrying: true });
}
