import { setupServer } from 'msw/node';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshFixtureDb } from '../mocks/fixtureDb';
import { createHandlers } from '../mocks/handlers';
import { createMemoryDb } from '../mocks/memoryDb';
import { BIG_CATALOG_SIZE, MALFORMED_PRODUCT_IDS, scenarioNames } from '../mocks/scenarios';
import { createStub, listenStub, stubVerifier } from '../mocks/stub/server';
import { ProductSchema } from '../src/contract';
import { asOwner } from './owner';
import { startStubCli } from './stubCli';

const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as never,
});

/** ONE scenario suite for both transports: the same names, the same effects. */
function scenarioSuite(name: string, baseUrl: () => string) {
  describe(`named scenarios: ${name}`, () => {
    const url = (path: string) => `${baseUrl()}${path}`;
    const switchTo = async (scenario: string) =>
      json(
        await fetch(url('/__stub/scenario'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: scenario }),
        }),
      );
    const get = async (path: string) => json(await fetch(url(path)));

    beforeAll(async () => {
      await fetch(url('/__stub/reset'), { method: 'POST' });
    });

    it('GET /__stub/scenario lists every scenario with a one-line description and the current one', async () => {
      const { status, body } = await get('/__stub/scenario');
      expect(status).toBe(200);
      const { current, scenarios } = body as {
        current: string;
        scenarios: { name: string; description: string }[];
      };
      expect(current).toBe('default');
      expect(scenarios.map((s) => s.name)).toEqual(scenarioNames);
      for (const s of scenarios) expect(s.description).toMatch(/^[^\n]{5,100}$/);
    });

    it('refuses an unknown name with the list of known ones', async () => {
      const { status, body } = await switchTo('nope');
      expect(status).toBe(400);
      expect((body as { error: string }).error).toContain('backend-down');
    });

    it('empty: no products, no categories', async () => {
      await switchTo('empty');
      expect((await get('/products')).body).toEqual([]);
      expect((await get('/catagory')).body).toEqual([]);
    });

    it('backend-down: every product-backend call answers 503, the stub routes still answer', async () => {
      await switchTo('backend-down');
      for (const path of ['/products', '/catagory', '/favorites?email=a@b.co'])
        expect((await get(path)).status).toBe(503);
      expect((await get('/__stub/scenario')).body).toMatchObject({ current: 'backend-down' });
    });

    it('big-catalog: 10,000 valid products with distinct ids', async () => {
      await switchTo('big-catalog');
      const products = (await get('/products')).body as unknown[];
      expect(products).toHaveLength(BIG_CATALOG_SIZE);
      expect(new Set(products.map((p) => (p as { _id: string })._id)).size).toBe(BIG_CATALOG_SIZE);
      expect(products.every((p) => ProductSchema.safeParse(p).success)).toBe(true);
    });

    it('malformed: exactly the named items break the contract', async () => {
      await switchTo('malformed');
      const products = (await get('/products')).body as { _id: string }[];
      const invalid = products.filter((p) => !ProductSchema.safeParse(p).success).map((p) => p._id);
      expect(invalid).toEqual(MALFORMED_PRODUCT_IDS);
    });

    it('new-user: nobody has favorites', async () => {
      await switchTo('new-user');
      const listed = await json(
        await fetch(url('/favorites?email=ayesha@freshbazar.test'), {
          headers: asOwner('ayesha@freshbazar.test'),
        }),
      );
      expect(listed).toEqual({ status: 200, body: [] });
    });

    it('flaky: some calls fail with 503 and some succeed', async () => {
      await switchTo('flaky');
      const statuses = await Promise.all(
        Array.from({ length: 60 }, async () => (await get('/catagory')).status),
      );
      // 60 tries at 30 %: both outcomes are all but certain (0.7^60 and 0.3^60 are below 1e-9).
      expect(new Set(statuses)).toEqual(new Set([200, 503]));
    });

    it('slow: product calls get a 1.5-3 s latency rule and still answer', async () => {
      await switchTo('slow');
      // The rule, not a stopwatch: timings are printed by scripts, never asserted.
      expect((await get('/__stub/faults')).body).toEqual({
        rules: [{ route: 'GET /products*', latencyMs: [1500, 3000] }],
      });
      expect((await get('/catagory')).status).toBe(200);
    });

    it('/__stub/reset and DELETE return to default: fixtures, no faults', async () => {
      await switchTo('backend-down');
      await fetch(url('/__stub/reset'), { method: 'POST' });
      expect((await get('/__stub/scenario')).body).toMatchObject({ current: 'default' });
      expect((await get('/products')).body).toHaveLength(freshFixtureDb().products.length);
      await switchTo('empty');
      expect((await json(await fetch(url('/__stub/scenario'), { method: 'DELETE' }))).body).toMatchObject({
        current: 'default',
      });
      expect((await get('/catagory')).body).toHaveLength(freshFixtureDb().catagory.length);
    });
  });
}

let stubServer: Server;
let stubUrl = '';
beforeAll(async () => {
  // Claims only: asOwner's tokens.
  const { app } = createStub({
    source: freshFixtureDb(),
    fixtures: freshFixtureDb,
    verifyIdToken: stubVerifier({}),
  });
  stubServer = await listenStub(app, 0, '127.0.0.1');
  stubUrl = `http://127.0.0.1:${(stubServer.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => stubServer.close(() => resolve())));
scenarioSuite('json-server stub', () => stubUrl);

describe('MSW', () => {
  const mswUrl = 'http://scenarios.msw.test';
  const msw = setupServer(...createHandlers({ baseUrl: mswUrl, ...createMemoryDb() }));
  beforeAll(() => msw.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => msw.close());
  scenarioSuite('MSW handlers', () => mswUrl);
});

/** `npm run stub -- --scenario NAME [fault flags]`, as a person starts it: a process of its own, slow to start on a busy host. */
describe('npm run stub -- --scenario', () => {
  it('starts in the scenario, in memory, with fault flags on top of its own', async () => {
    const stub = startStubCli(['--scenario', 'empty', '--fail', 'GET /users=500']);
    try {
      const url = await stub.ready;
      expect((await get(url, '/__stub/scenario')).body).toMatchObject({ current: 'empty' });
      expect((await get(url, '/products')).body).toEqual([]);
      expect((await get(url, '/__stub/faults')).body).toEqual({
        rules: [{ route: 'GET /users', status: 500 }],
      });
      expect(stub.output()).toContain('(db: memory)');
    } finally {
      stub.child.kill('SIGTERM');
      await once(stub.child, 'exit');
    }
  }, 60_000);

  it('refuses an unknown scenario with the list and exit code 2', async () => {
    const stub = startStubCli(['--scenario', 'nope']);
    const [code] = await once(stub.child, 'exit');
    await stub.ready.catch(() => undefined);
    expect(code).toBe(2);
    expect(stub.output()).toContain("unknown scenario 'nope'; one of: default, empty, slow");
  }, 60_000);
});

async function get(base: string, path: string) {
  return json(await fetch(`${base}${path}`));
}
