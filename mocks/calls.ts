import { endpoints, type EndpointName } from '../src/contract';
import { routeMatches } from './faults';
import type { Reply } from './store';

/**
 * The contract's seven calls as requests meet them, for the stub, the MSW handlers and the static
 * demo: which call a request is, which calls a route names (`--real`), and the closest calls to a
 * wrong one.
 */

export const callNames = Object.keys(endpoints) as EndpointName[];

/** `GET /products/:id`: a call written as the fault rules write a route. */
export const callLabel = (name: EndpointName) => `${endpoints[name].method} ${endpoints[name].path}`;

/** The call a request makes, if it is one of the contract's. */
export const callOf = (method: string, path: string): EndpointName | undefined =>
  callNames.find((name) => routeMatches(callLabel(name), method, path));

const listed = (labels: string[]) =>
  labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;

/** Levenshtein distance, for a misspelt resource (`/product`, `/categories`, `/favourites`). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1)
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return previous[b.length]!;
}

const segmentsOf = (path: string) => path.replace(/\/+$/, '').split('/').slice(1);

/**
 * The calls a wrong request most likely meant: a resource at most half its length misspelt, then
 * scored by that, another method and another number of segments, closest first. Empty when none is near.
 */
export function closestCalls(method: string, path: string): EndpointName[] {
  const asked = segmentsOf(path.toLowerCase());
  const resource = asked[0] ?? '';
  const scored = callNames.flatMap((name) => {
    const call = segmentsOf(endpoints[name].path);
    const misspelt = distance(resource, call[0]!);
    if (misspelt > Math.max(2, Math.floor(call[0]!.length / 2))) return [];
    const score =
      2 * misspelt +
      (endpoints[name].method === method.toUpperCase() ? 0 : 2) +
      Math.min(2, Math.abs(asked.length - call.length));
    return [{ name, score }];
  });
  const best = Math.min(...scored.map((s) => s.score));
  return scored
    .filter((s) => s.score <= best + 1)
    .sort((a, b) => a.score - b.score)
    .slice(0, 3)
    .map((s) => s.name);
}

/**
 * A request that is none of the calls: 405 on a call's path, else 404, naming the calls it most
 * likely meant ("No call GET /product. Did you mean GET /products or GET /products/:id?").
 */
export function wrongCall(method: string, path: string, status?: 404 | 405): Reply {
  const near = closestCalls(method, path).map(callLabel);
  const onKnownPath = callNames.some((name) => routeMatches(endpoints[name].path, method, path));
  const hint = near.length
    ? `Did you mean ${listed(near)}?`
    : `The contract's calls are ${listed(callNames.map(callLabel))}.`;
  return {
    status: status ?? (onKnownPath ? 405 : 404),
    body: { error: `No call ${method} ${path.slice(0, 200)}. ${hint}` },
  };
}

/**
 * The calls named by `--real` (or VITE_MSW_REAL): routes as the fault rules write them, comma-separated,
 * or `all`. Throws a sentence for a route that names none of them.
 */
export function callsOfRoutes(routes: string): EndpointName[] {
  const written = routes.split(',').map((route) => route.trim());
  if (written.length === 1 && written[0]!.toLowerCase() === 'all') return callNames;
  const chosen = new Set<EndpointName>();
  for (const route of written) {
    const [first = '', second] = route.split(/\s+/);
    const named = callNames.filter((name) =>
      routeMatches(route, endpoints[name].method, endpoints[name].path),
    );
    if (named.length === 0) {
      const near = closestCalls(second ? first : 'GET', second ?? first).map(callLabel);
      throw new Error(
        `'${route.slice(0, 100)}' names none of the contract's calls` +
          (near.length
            ? `: did you mean ${listed(near)}?`
            : `; they are ${listed(callNames.map(callLabel))}.`),
      );
    }
    for (const name of named) chosen.add(name);
  }
  return callNames.filter((name) => chosen.has(name));
}

/** What /__stub/health reports of the split, for the app's banner (mocks/control.ts), from the stub or MSW. */
export const splitHealth = (backend: string, calls: EndpointName[]) => ({
  backend,
  backendCalls: calls.map(callLabel),
  stubCalls: callNames.filter((name) => !calls.includes(name)).map(callLabel),
});
