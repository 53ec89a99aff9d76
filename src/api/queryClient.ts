import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors';

/** How often a failed query is tried again (spec section 9). */
export const RETRIES = 3;

/**
 * The app's one retry policy: network and server failures are retried, a
 * request the backend refused (4xx, e.g. an unknown product id) never is.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status !== undefined && error.status < 500;
  return !refused && failureCount < RETRIES;
}

/** Spec section 9: retry 3 times, garbage-collect after 5 minutes. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryUnlessRefused, gcTime: 5 * 60_000, refetchOnWindowFocus: false },
    },
  });
}
