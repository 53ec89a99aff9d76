/**
 * The stub under load: autocannon with N connections for S seconds, sending
 * Accept-Encoding like a browser does (so the stub's compression is part of
 * the cost). Any error, timeout or non-2xx answer counts: the issue asks for zero.
 * POST /favorites cycles through the catalog's products, so that no answer is
 * the "already in favorites" no-op.
 */
import autocannon from 'autocannon';
import { favoriteOf, type ProductWire } from '../../src/contract';

export interface LoadResult {
  url: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/**
 * GET `url` under load; with `bodies`, POST them in turn (each answer a real write, 201). A
 * wishlist call needs its owner's ID token (mocks/access.ts): `idToken` is sent as the bearer.
 */
export async function loadTest(
  url: string,
  connections: number,
  seconds: number,
  bodies?: object[],
  idToken?: string,
): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: {
      'accept-encoding': 'gzip, deflate, br',
      ...(bodies && { 'content-type': 'application/json' }),
      ...(idToken && { authorization: `Bearer ${idToken}` }),
    },
    ...(bodies && {
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({ ...request, body: JSON.stringify(bodies[next++ % bodies.length]) }),
        },
      ],
    }),
  });
  return {
    url,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The favorites a user would add: each product's favorite fields, under `email`. */
export const favoritesFor = (products: ProductWire[], email: string) =>
  products.map((p) => favoriteOf(p, email));

/** Waits until the stub answers a health check within 200 ms (its backlog is gone). */
export async function waitUntilIdle(healthUrl: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const started = performance.now();
    const ok = await fetch(healthUrl, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && performance.now() - started < 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${healthUrl} stayed busy for ${timeoutMs / 1000} s`);
}
