/**
 * The stub under load: autocannon with N connections for S seconds, sending
 * Accept-Encoding like a browser does (so the stub's compression is part of
 * the cost). Any error, timeout or non-2xx answer counts: the issue asks for zero.
 */
import autocannon from 'autocannon';
import { favoriteFor } from '../../mocks/store';
import type { ProductWire } from '../../src/contract';

export interface LoadResult {
  url: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

export async function loadTest(url: string, connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  return {
    url,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * POST /favorites under load: each request adds another product (cycling
 * through the catalog), so every answer is a real write (201), not the
 * "already in favorites" no-op. Any non-2xx counts as an error.
 */
export async function loadTestWrites(
  stubUrl: string,
  favorites: object[],
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: `${stubUrl}/favorites`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify(favorites[next++ % favorites.length]),
        }),
      },
    ],
  });
  return {
    url: `POST ${stubUrl}/favorites`,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The favorites a user would add: each product's favorite fields, under `email`. */
export const favoritesFor = (products: ProductWire[], email: string) =>
  products.map((p) => favoriteFor(p, email));

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
