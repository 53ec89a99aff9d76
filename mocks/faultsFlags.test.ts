import { describe, expect, it } from 'vitest';
import { describeFaults, faultsFromStartup, rulesFromFlags } from './faultsFlags';

describe('stub fault flags', () => {
  it('reads a bare latency, a range and a per-route one', () => {
    expect(
      rulesFromFlags({ latency: ['300', '200-800', 'GET /products=1500', '/favorites*=10-20'] }),
    ).toEqual([
      { route: '*', latencyMs: 300 },
      { route: '*', latencyMs: [200, 800] },
      { route: 'GET /products', latencyMs: 1500 },
      { route: '/favorites*', latencyMs: [10, 20] },
    ]);
  });

  it('reads forced statuses (500 when only a route is given)', () => {
    expect(rulesFromFlags({ fail: ['GET /products=503', 'POST /users', '502'] })).toEqual([
      { route: 'GET /products', status: 503 },
      { route: 'POST /users', status: 500 },
      { route: '*', status: 502 },
    ]);
  });

  it('reads error rates with an optional status, and drops', () => {
    expect(
      rulesFromFlags({
        errorRate: ['POST /favorites=0.3', 'GET /products=0.5:429', '0.1'],
        drop: ['GET /catagory'],
      }),
    ).toEqual([
      { route: 'POST /favorites', errorRate: 0.3 },
      { route: 'GET /products', errorRate: 0.5, errorStatus: 429 },
      { route: '*', errorRate: 0.1 },
      { route: 'GET /catagory', drop: true },
    ]);
  });

  it('puts STUB_FAULTS first, then the flags', () => {
    const env = JSON.stringify({ rules: [{ route: 'GET /products', status: 503 }] });
    expect(faultsFromStartup({ latency: ['300'] }, env)).toEqual({
      rules: [
        { route: 'GET /products', status: 503 },
        { route: '*', latencyMs: 300 },
      ],
    });
    expect(faultsFromStartup({}, undefined)).toEqual({ rules: [] });
  });

  it.each([
    [{ latency: ['slow'] }, undefined, /--latency wants milliseconds/],
    [{ fail: ['GET /products=oops'] }, undefined, /--fail wants a number/],
    [{ fail: ['GET /products=200'] }, undefined, /Invalid faults in the fault flags: rules\.0\.status/],
    [{ errorRate: ['POST /favorites=2'] }, undefined, /rules\.0\.errorRate/],
    [{ drop: ['catagory'] }, undefined, /route must be/],
    [{}, '{oops', /STUB_FAULTS is not JSON/],
    [{}, '{"rules": 5}', /Invalid faults in STUB_FAULTS/],
  ])('refuses %j / STUB_FAULTS=%s with a readable message', (flags, env, message) => {
    expect(() => faultsFromStartup(flags, env)).toThrow(message);
  });

  it('describes the faults for the start-up log', () => {
    expect(describeFaults({ rules: [{ route: 'GET /products', status: 503 }] })).toEqual([
      'GET /products: {"status":503}',
    ]);
  });
});
