import { routeMatches } from '../../mocks/faults';
import type { CallEntry } from '../../src/contract/verdict';

/**
 * The backend calls of this test, from the fake backend's journal (mocks/journal.ts): the stub's
 * GET /__stub/requests, or the `msw` project's handlers. Poll them, calls come when the page makes them:
 * `await expect.poll(() => calls.count('GET /products')).toBe(3)`.
 */
export interface Calls {
  /** The calls to a route as fault rules write it (`GET /products/:id`, `/favorites*`), oldest first. */
  to(route: string): Promise<CallEntry[]>;
  count(route: string): Promise<number>;
}

export function callsFrom(list: () => Promise<CallEntry[]> | CallEntry[]): Calls {
  const to = async (route: string) =>
    (await list()).filter((call) => routeMatches(route, call.method, call.path)).reverse();
  return { to, count: async (route) => (await to(route)).length };
}

/** The stub's journal at `stubUrl`, read from this machine (the control door lets it). */
export const stubCalls = (stubUrl: string) =>
  callsFrom(
    async () => ((await (await fetch(`${stubUrl}/__stub/requests`)).json()) as { calls: CallEntry[] }).calls,
  );
