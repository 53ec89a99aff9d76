import { describe, expect, it } from 'vitest';
import { decideFault, FaultsSchema, routeMatches, type Faults } from './faults';

const faults = (...rules: Faults['rules']): Faults => ({ rules });
/** A fixed sequence instead of Math.random, so every decision is exact. */
const randoms =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0;

describe('route patterns', () => {
  it.each([
    ['*', 'POST', '/users', true],
    ['GET /products', 'GET', '/products', true],
    ['GET /products', 'get', '/products/', true],
    ['GET /products', 'POST', '/products', false],
    ['GET /products', 'GET', '/products/p1', false],
    ['/favorites*', 'DELETE', '/favorites/p1', true],
    ['/favorites*', 'GET', '/favorites', true],
    ['/favorites*', 'GET', '/users', false],
    ['GET /products/:id', 'GET', '/products/p1', true],
    ['GET /products/:id', 'GET', '/products', false],
    ['GET /products/:id', 'GET', '/products/a/b', false],
    ['GET /products.json', 'GET', '/productsXjson', false],
  ])('%s matches %s %s: %s', (route, method, path, expected) => {
    expect(routeMatches(route, method, path)).toBe(expected);
  });
});

describe('decideFault', () => {
  it('answers no fault when nothing matches', () => {
    expect(decideFault(faults({ route: 'GET /products', status: 503 }), 'GET', '/catagory')).toEqual({
      latencyMs: 0,
    });
  });

  it('applies a fixed latency, or one drawn from [min, max]', () => {
    expect(decideFault(faults({ route: '*', latencyMs: 300 }), 'GET', '/products')).toEqual({
      latencyMs: 300,
    });
    const ranged = faults({ route: '*', latencyMs: [200, 800] });
    expect(decideFault(ranged, 'GET', '/products', randoms(0))).toEqual({ latencyMs: 200 });
    expect(decideFault(ranged, 'GET', '/products', randoms(0.5))).toEqual({ latencyMs: 500 });
    expect(decideFault(ranged, 'GET', '/products', randoms(0.999999))).toEqual({ latencyMs: 800 });
  });

  it('forces a status on the matching route only', () => {
    const f = faults({ route: 'GET /products', status: 503 });
    expect(decideFault(f, 'GET', '/products')).toEqual({ latencyMs: 0, status: 503 });
    expect(decideFault(f, 'GET', '/products/p1')).toEqual({ latencyMs: 0 });
  });

  it('fails at the error rate, with 500 unless told otherwise', () => {
    const f = faults({ route: 'POST /favorites', errorRate: 0.3 });
    expect(decideFault(f, 'POST', '/favorites', randoms(0.29))).toEqual({ latencyMs: 0, status: 500 });
    expect(decideFault(f, 'POST', '/favorites', randoms(0.3))).toEqual({ latencyMs: 0 });
    const chosen = faults({ route: 'POST /favorites', errorRate: 1, errorStatus: 429 });
    expect(decideFault(chosen, 'POST', '/favorites', randoms(0.99))).toEqual({ latencyMs: 0, status: 429 });
  });

  it('drops the connection, which beats a status', () => {
    const f = faults({ route: 'GET /catagory', drop: true }, { route: '*', status: 500, latencyMs: 50 });
    expect(decideFault(f, 'GET', '/catagory')).toEqual({ latencyMs: 50, drop: true });
  });

  it('takes each facet from the most specific matching rule', () => {
    const f = faults(
      { route: 'GET /products', latencyMs: 2000 },
      { route: '*', latencyMs: 100, status: 500 },
      { route: '/products*', status: 502 },
    );
    expect(decideFault(f, 'GET', '/products')).toEqual({ latencyMs: 2000, status: 502 });
    expect(decideFault(f, 'GET', '/users')).toEqual({ latencyMs: 100, status: 500 });
  });

  it('lets a specific rule switch a broad drop off', () => {
    const f = faults(
      { route: '*', drop: true },
      { route: '/__anything', drop: false },
      { route: 'GET /products', drop: false },
    );
    expect(decideFault(f, 'GET', '/products')).toEqual({ latencyMs: 0 });
    expect(decideFault(f, 'GET', '/catagory').drop).toBe(true);
  });

  it('never faults the stub-only routes, so faults can always be cleared', () => {
    const f = faults({ route: '*', drop: true, latencyMs: 5000 });
    expect(decideFault(f, 'GET', '/__stub/health')).toEqual({ latencyMs: 0 });
    expect(decideFault(f, 'DELETE', '/__stub/faults')).toEqual({ latencyMs: 0 });
  });
});

describe('FaultsSchema', () => {
  it.each<[unknown, string]>([
    [{ rules: [{ route: 'GET /products' }] }, 'a rule without an effect'],
    [{ rules: [{ route: 'products', status: 503 }] }, 'a path without a slash'],
    [{ rules: [{ route: 'FETCH /products', status: 503 }] }, 'an unknown method'],
    [{ rules: [{ route: '*', status: 200 }] }, 'a success status'],
    [{ rules: [{ route: '*', errorRate: 1.5 }] }, 'a rate over 1'],
    [{ rules: [{ route: '*', latencyMs: [800, 200] }] }, 'a reversed range'],
    [{ rules: [{ route: '*', latencyMs: 120_000 }] }, 'a latency over a minute'],
    [{ rules: [{ route: '*', errorStatus: 503 }] }, 'an error status without a rate'],
    [{ rules: [{ route: '*', drop: true, colour: 'red' }] }, 'an unknown field'],
    [{ rules: {} }, 'rules not a list'],
  ])('refuses %j (%s)', (input) => {
    expect(FaultsSchema.safeParse(input).success).toBe(false);
  });

  it('accepts every fault mode together', () => {
    const input = {
      rules: [
        { route: '*', latencyMs: [200, 800] },
        { route: 'GET /products', status: 503 },
        { route: 'POST /favorites', errorRate: 0.3, errorStatus: 502 },
        { route: 'get /catagory', drop: true },
      ],
    };
    expect(FaultsSchema.parse(input)).toEqual(input);
  });
});
