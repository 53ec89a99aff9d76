import { setupServer } from 'msw/node';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshFixtureDb } from '../mocks/fixtureDb';
import type { Faults } from '../mocks/faults';
import { createFaultState, type FaultState } from '../mocks/faultsState';
import { createHandlers, journalCalls } from '../mocks/handlers';
import { createJournal } from '../mocks/journal';
import { createMemoryDb } from '../mocks/memoryDb';
import { createStub, listenStub, stubVerifier } from '../mocks/stub/server';
import { ErrorBodySchema } from '../src/contract';
import { asOwner } from './owner';
import { journalSuite } from './journalSuite';
import { startStubCli } from './stubCli';

interface FaultTarget {
  name: string;
  baseUrl: () => string;
  /** What a caller holds: main.ts sets the start-up faults on it, a test its own. */
  faults: FaultState;
}

async function timed(url: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const put = (faults: unknown): RequestInit => ({
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: typeof faults === 'string' ? faults : JSON.stringify(faults),
});

/** ONE fault suite for both transports, like the contract suite. */
function faultSuite(target: FaultTarget) {
  describe(`fault injection: ${target.name}`, () => {
    const url = (path: string) => `${target.baseUrl()}${path}`;

    it('answers a forced status as JSON {error} on the matching route only (faults set by the caller)', async () => {
      target.faults.set({ rules: [{ route: 'GET /products', status: 503 }] });
      const failed = await fetch(url('/products'));
      expect(failed.status).toBe(503);
      expect(ErrorBodySchema.safeParse(await failed.json()).success).toBe(true);
      expect((await fetch(url('/catagory'))).status).toBe(200);
      expect((await fetch(url('/products/anything'))).status).toBe(404);
      target.faults.clear();
      expect((await fetch(url('/products'))).status).toBe(200);
    });

    it('shows, replaces and clears faults under /__stub/faults', async () => {
      const faults: Faults = { rules: [{ route: '/favorites*', status: 502 }] };
      const replaced = await fetch(url('/__stub/faults'), put(faults));
      expect(replaced.status).toBe(200);
      expect(await replaced.json()).toEqual(faults);
      expect(await (await fetch(url('/__stub/faults'))).json()).toEqual(faults);
      const owners = { headers: asOwner('a@b.co') };
      expect((await fetch(url('/favorites?email=a%40b.co'), owners)).status).toBe(502);
      const cleared = await fetch(url('/__stub/faults'), { method: 'DELETE' });
      expect(await cleared.json()).toEqual({ rules: [] });
      expect((await fetch(url('/favorites?email=a%40b.co'), owners)).status).toBe(200);
    });

    it('refuses invalid faults with a 400 JSON {error} and keeps the current ones', async () => {
      const current: Faults = { rules: [{ route: 'GET /catagory', latencyMs: 1 }] };
      target.faults.set(current);
      for (const body of [
        '{oops',
        { rules: [{ route: 'GET /products' }] },
        { rules: [{ route: '*', status: 200 }] },
        [],
      ]) {
        const answer = await fetch(url('/__stub/faults'), put(body));
        expect(answer.status).toBe(400);
        expect(ErrorBodySchema.safeParse(await answer.json()).success).toBe(true);
      }
      expect(target.faults.get()).toEqual(current);
      target.faults.clear();
    });

    it('delays by a fixed latency or one in a range, never the stub routes', async () => {
      target.faults.set({
        rules: [
          { route: 'GET /catagory', latencyMs: 150 },
          { route: 'GET /products', latencyMs: [100, 200] },
          { route: '/__stub*', latencyMs: 5000 },
        ],
      });
      expect((await timed(url('/catagory'))).ms).toBeGreaterThanOrEqual(140);
      const ranged = await timed(url('/products'));
      expect(ranged.status).toBe(200);
      expect(ranged.ms).toBeGreaterThanOrEqual(95);
      expect((await timed(url('/__stub/health'))).ms).toBeLessThan(1000);
      target.faults.clear();
    });

    it('fails at an error rate with the chosen status (1 always, 0 never)', async () => {
      target.faults.set({
        rules: [
          { route: 'POST /users', errorRate: 1, errorStatus: 429 },
          { route: 'GET /catagory', errorRate: 0 },
        ],
      });
      const failed = await fetch(url('/users'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(failed.status).toBe(429);
      expect(ErrorBodySchema.safeParse(await failed.json()).success).toBe(true);
      for (let i = 0; i < 5; i++) expect((await fetch(url('/catagory'))).status).toBe(200);
      target.faults.clear();
    });

    it('drops the connection without an answer', async () => {
      target.faults.set({ rules: [{ route: 'GET /catagory', drop: true }] });
      await expect(fetch(url('/catagory'))).rejects.toThrow(TypeError);
      expect((await fetch(url('/products'))).status).toBe(200);
      target.faults.clear();
    });

    it('never faults /__stub/ routes, and /__stub/reset clears the faults', async () => {
      target.faults.set({ rules: [{ route: '*', drop: true }] });
      expect((await fetch(url('/__stub/health'))).status).toBe(200);
      expect((await fetch(url('/__stub/faults'))).status).toBe(200);
      expect((await fetch(url('/__stub/reset'), { method: 'POST' })).status).toBe(200);
      expect(target.faults.get()).toEqual({ rules: [] });
      expect((await fetch(url('/catagory'))).status).toBe(200);
    });
  });
}

// (a) the json-server stub over HTTP, in process on port 0.
let stubServer: Server;
let stubUrl = '';
const stubFaults = createFaultState();
beforeAll(async () => {
  const { app } = createStub({
    source: freshFixtureDb(),
    fixtures: freshFixtureDb,
    faults: stubFaults,
    verifyIdToken: stubVerifier({}), // claims only: asOwner's tokens
  });
  stubServer = await listenStub(app, 0, '127.0.0.1');
  stubUrl = `http://127.0.0.1:${(stubServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => stubServer.close(() => resolve())));
faultSuite({ name: 'json-server stub', baseUrl: () => stubUrl, faults: stubFaults });
journalSuite({ name: 'json-server stub, a real socket', baseUrl: () => stubUrl, faults: stubFaults });

// (b) the MSW handlers through msw/node.
describe('MSW', () => {
  const mswUrl = 'http://faults.msw.test';
  const mswFaults = createFaultState();
  const journal = createJournal();
  const msw = setupServer(
    ...createHandlers({ baseUrl: mswUrl, ...createMemoryDb(), faults: mswFaults, journal }),
  );
  journalCalls(msw.events, journal, mswUrl);
  beforeAll(() => msw.listen({ onUnhandledRequest: 'bypass' }));
  afterAll(() => msw.close());
  faultSuite({ name: 'MSW handlers', baseUrl: () => mswUrl, faults: mswFaults });
  journalSuite({ name: 'MSW handlers, a stream error', baseUrl: () => mswUrl, faults: mswFaults });
});

describe('fault injection: stub start-up flags and STUB_FAULTS', () => {
  it('applies the flags and STUB_FAULTS from the start, and logs them', async () => {
    const stub = startStubCli(
      [
        '--fail',
        'GET /products=503',
        '--latency',
        'GET /catagory=120',
        '--error-rate',
        'POST /users=1:502',
        '--drop',
        'GET /favorites',
      ],
      { STUB_FAULTS: JSON.stringify({ rules: [{ route: 'GET /products/:id', status: 504 }] }) },
    );
    try {
      const base = await stub.ready;
      expect((await fetch(`${base}/products`)).status).toBe(503);
      expect((await fetch(`${base}/products/p1`)).status).toBe(504);
      expect((await timed(`${base}/catagory`)).ms).toBeGreaterThanOrEqual(110);
      expect((await fetch(`${base}/users`, { method: 'POST' })).status).toBe(502);
      await expect(fetch(`${base}/favorites?email=a%40b.co`)).rejects.toThrow(TypeError);
      expect((await (await fetch(`${base}/__stub/faults`)).json()).rules).toHaveLength(5);
      expect(stub.output()).toContain('[stub] fault GET /products: {"status":503}');
    } finally {
      stub.child.kill('SIGTERM');
      await once(stub.child, 'exit');
    }
  }, 30_000);

  it('refuses bad flags with a readable message and exit code 2', async () => {
    const stub = startStubCli(['--fail', 'GET /products=200']);
    const [code] = (await once(stub.child, 'exit')) as [number];
    await stub.ready.catch(() => undefined);
    expect(code).toBe(2);
    expect(stub.output()).toMatch(/Invalid faults in the fault flags: rules\.0\.status/);
  }, 30_000);
});

describe('fault sequences from the command line', () => {
  it(
    "--fail 'GET /products=503x2' fails the first two calls, then answers; @N lets the first N pass",
    { timeout: 60_000 },
    async () => {
      const { child, ready } = startStubCli([
        '--fail',
        'GET /products=503x2',
        '--fail',
        'GET /catagory=502x1@1',
      ]);
      try {
        const url = await ready;
        const statuses = async (path: string, count: number) => {
          const seen: number[] = [];
          for (let i = 0; i < count; i++) seen.push((await fetch(`${url}${path}`)).status);
          return seen;
        };
        expect(await statuses('/products', 3)).toEqual([503, 503, 200]);
        expect(await statuses('/catagory', 3)).toEqual([200, 502, 200]);
      } finally {
        child.kill();
      }
    },
  );
});
