import { QueryClient, type FetchStatus, type QueryKey, type QueryStatus } from '@tanstack/react-query';
import { ApiError } from './errors';

/** How often a failed query is tried again (docs/product.md §9). */
export const RETRIES = 3;

/** The one retry policy: network and server failures are retried, a refusal (4xx) never is. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status !== undefined && error.status < 500;
  return !refused && failureCount < RETRIES;
}

/** docs/product.md §9: retry 3 times, garbage-collect after 5 minutes. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryUnlessRefused,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // Offline, still asked once: the service worker answers with what the shopper last saw (src/sw.ts).
        networkMode: 'offlineFirst',
      },
    },
  });
}

/** What a screen knows of a query's progress (a `useQuery` result has it all). */
export interface QueryProgress {
  status: QueryStatus;
  fetchStatus: FetchStatus;
  error: Error | null;
  failureCount: number;
  failureReason: Error | null;
  /** Whether the backend has answered it once: the build's copy (src/app/prerender.tsx) has not. */
  isFetched: boolean;
}

/**
 * A query's failure as a screen shows it: from the first failed attempt of a query with nothing to
 * show (the build's copy counts as nothing), and whether retries go on behind it (`retrying`).
 */
export function failureSoFar(query: QueryProgress): { error: Error; retrying: boolean } | undefined {
  const retrying = query.fetchStatus === 'fetching';
  if (query.status === 'error' && query.error) return { error: query.error, retrying };
  if ((query.status === 'pending' || !query.isFetched) && query.failureCount > 0 && query.failureReason)
    return { error: query.failureReason, retrying };
  return undefined;
}

/** A shopper's Retry, at once: a pending retry is cancelled first, or the refetch would wait for it. */
export async function retryNow(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await client.cancelQueries({ queryKey, exact: true });
  await client.refetchQueries({ queryKey, exact: true });
}
