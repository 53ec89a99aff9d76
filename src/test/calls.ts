import { expect } from 'vitest';
import { routeMatches } from '../../mocks/faults';
import { mockFaults, mockJournal } from '../../mocks/node';
import { createQueryClient } from '../api/queryClient';

/**
 * This test's calls to the MSW handlers (the journal mocks/node.ts fills from MSW's events, cleared
 * after each test) to a route as fault rules write it (`GET /products/:id`, `/favorites*`), oldest first.
 */
export const callsTo = (route: string) =>
  mockJournal
    .list()
    .filter((call) => routeMatches(route, call.method, call.path))
    .reverse();

/** `expectCalls('POST /favorites').toHaveLength(1)`; in `waitFor` for calls still to come. */
export const expectCalls = (route: string) => expect(callsTo(route));

/** The app's own query client and retry policy, its retries `retryDelay` ms apart (not 1, 2, 4 s). */
export function appQueryClient(retryDelay: number) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay } });
  return client;
}

/** Long enough for a test to see a screen while the retry is under way. */
const RETRY_TAKES_MS = 2000;

/** Each route's first call fails with a 503; the next ones answer, RETRY_TAKES_MS late (a fault sequence). */
export function failOnceThenTakeAWhile(...routes: string[]) {
  mockFaults.set({
    rules: routes.flatMap((route) => [
      { route, status: 503, times: 1 },
      { route, latencyMs: RETRY_TAKES_MS, after: 1 },
    ]),
  });
}
