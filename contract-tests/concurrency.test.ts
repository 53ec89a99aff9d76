import { setupServer } from 'msw/node';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../mocks/db';
import { freshFixtureDb } from '../mocks/fixtureDb';
import { createFaultState } from '../mocks/faultsState';
import { createHandlers } from '../mocks/handlers';
import { createMemoryDb } from '../mocks/memoryDb';
import { createStub, listenStub, stubVerifier } from '../mocks/stub/server';
import { readWorkingCopy, type Kept } from '../mocks/stub/workingCopy';
import { favoriteOf } from '../src/contract';
import type { FavoriteWire, ProductWire } from '../src/contract';
import { asOwner } from './owner';

const USERS = 20;
const PRODUCTS = 10;
/** Every request is fired this many times at once: duplicates must not duplicate anything. */
const COPIES = 2;

const fixtures = freshFixtureDb();
const emails = Array.from(
  { length: USERS },
  (_, i) => `concurrent-${String(i).padStart(2, '0')}@example.test`,
);
const products = fixtures.products.slice(0, PRODUCTS) as ProductWire[];
const pairs = emails.flatMap((email) => products.map((product) => ({ email, product })));

interface Target {
  name: string;
  baseUrl: () => string;
  db: () => Db;
  /** Most sockets open at once during the run (stub only): proof the writes really overlapped. */
  peakConnections?: () => number;
  /** What a file-backed stub persisted. */
  persisted?: () => Kept;
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
const ours = (db: Kept) => db.favorites.filter((f) => emails.includes(f.email));
const othersOf = (db: Kept) => db.favorites.filter((f) => !emails.includes(f.email));

function concurrencySuite(target: Target) {
  describe(`concurrent writes: ${target.name}`, () => {
    const url = (path: string) => `${target.baseUrl()}${path}`;
    let untouched: FavoriteWire[];

    beforeAll(async () => {
      await fetch(url('/__stub/reset'), { method: 'POST' });
      untouched = structuredClone(othersOf(target.db()));
      // Random 0-20 ms latency on every favorites call, so arrival and answer orders are shuffled.
      await fetch(url('/__stub/faults'), {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: [{ route: '/favorites*', latencyMs: [0, 20] }] }),
      });
    });

    it(`${USERS} users favoriting the same ${PRODUCTS} products at once (each request x${COPIES}) end with exactly ${USERS * PRODUCTS}`, async () => {
      const requests = pairs.flatMap(({ email, product }) =>
        Array.from({ length: COPIES }, () => ({ email, product })),
      );
      const statuses = await Promise.all(
        requests.map(async ({ email, product }) => {
          const response = await fetch(url('/favorites'), {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...asOwner(email) },
            body: JSON.stringify(favoriteOf(product, email)),
          });
          return response.status;
        }),
      );
      console.info(
        `[concurrency] ${target.name}: ${requests.length} concurrent POSTs -> ${JSON.stringify(tally(statuses))}` +
          (target.peakConnections ? `, ${target.peakConnections()} sockets open at the peak` : ''),
      );
      expect(tally(statuses)).toEqual({ 201: pairs.length, 200: pairs.length * (COPIES - 1) });

      const stored = ours(target.db());
      expect(stored).toHaveLength(USERS * PRODUCTS);
      expect(new Set(stored.map((f) => `${f._id}|${f.email}`)).size).toBe(USERS * PRODUCTS);
      for (const email of emails) {
        const listed = (await (
          await fetch(url(`/favorites?email=${encodeURIComponent(email)}`), { headers: asOwner(email) })
        ).json()) as FavoriteWire[];
        expect(listed.map((f) => f._id).sort()).toEqual(products.map((p) => p._id).sort());
      }
      expect(othersOf(target.db())).toEqual(untouched);
      if (target.persisted) expect(ours(target.persisted())).toHaveLength(USERS * PRODUCTS);
      if (target.peakConnections) expect(target.peakConnections()).toBeGreaterThanOrEqual(USERS);
    }, 60_000);

    it(`deleting them all at once (each request x${COPIES}) ends with none, nothing else touched`, async () => {
      const requests = pairs.flatMap(({ email, product }) =>
        Array.from({ length: COPIES }, () => ({ email, product })),
      );
      const statuses = await Promise.all(
        requests.map(async ({ email, product }) => {
          const path = `/favorites/${encodeURIComponent(product._id)}?email=${encodeURIComponent(email)}`;
          return (await fetch(url(path), { method: 'DELETE', headers: asOwner(email) })).status;
        }),
      );
      console.info(
        `[concurrency] ${target.name}: ${requests.length} concurrent DELETEs -> ${JSON.stringify(tally(statuses))}`,
      );
      expect(tally(statuses)).toEqual({ 200: pairs.length, 404: pairs.length * (COPIES - 1) });
      expect(ours(target.db())).toEqual([]);
      expect(othersOf(target.db())).toEqual(untouched);
      if (target.persisted) {
        expect(ours(target.persisted())).toEqual([]);
        expect(othersOf(target.persisted())).toEqual(untouched);
      }
    }, 60_000);
  });
}

/** A stub over real sockets on port 0, counting how many connections are open at once. */
function stubTarget(name: string, source: () => Db | string): Target {
  let server: Server;
  let baseUrl = '';
  let open = 0;
  let peak = 0;
  let db: () => Db = () => {
    throw new Error('stub not started');
  };
  beforeAll(async () => {
    // Claims only, whatever the shell's FIREBASE_AUTH_EMULATOR_HOST: the writers' tokens are asOwner's.
    const stub = createStub({
      source: source(),
      fixtures: freshFixtureDb,
      faults: createFaultState(),
      verifyIdToken: stubVerifier({}),
    });
    db = stub.db;
    server = await listenStub(stub.app, 0, '127.0.0.1');
    server.on('connection', (socket) => {
      open += 1;
      peak = Math.max(peak, open);
      socket.once('close', () => (open -= 1));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { name, baseUrl: () => baseUrl, db: () => db(), peakConnections: () => peak };
}

describe('stub, in memory', () => {
  concurrencySuite(stubTarget('json-server stub (memory)', () => freshFixtureDb()));
});

describe('stub, on a db file like npm start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stub-concurrency-'));
  const file = join(dir, 'db.json');
  copyFileSync(new URL('../fixtures/db.json', import.meta.url), file);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const target = stubTarget('json-server stub (db file)', () => file);
  // What a restart would read.
  concurrencySuite({ ...target, persisted: () => readWorkingCopy(file) });
});

describe('MSW', () => {
  const baseUrl = 'http://concurrency.msw.test';
  const memory = createMemoryDb();
  const server = setupServer(...createHandlers({ baseUrl, ...memory }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  concurrencySuite({ name: 'MSW handlers', baseUrl: () => baseUrl, db: memory.getDb });
});
