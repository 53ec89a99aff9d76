import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: retry 3 times, garbage-collect after 5 minutes. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 3, gcTime: 5 * 60_000, refetchOnWindowFocus: false },
    },
  });
}
