import { setupServer } from 'msw/node';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../mocks/db';
import { freshFixtureDb } from '../mocks/fixtureDb';
import { createHandlers } from '../mocks/handlers';
import { createMemoryDb } from '../mocks/memoryDb';
import { createStub, listenStub } from '../mocks/stub/server';
import { ErrorBodySchema, favoriteOf, type ProductWire } from '../src/contract';
import { countByRoute, hostileCases, ROUTES, type HostileCase } from './hostileCases';
import { rawRequest, rawSocket, type RawAnswer } from './rawHttp';

const fixtures = freshFixtureDb();
const product = fixtures.products[0] as ProductWire;
const favorite = favoriteOf(product, 'hostile@example.test');
const cases = hostileCases({
  favorite,
  user: { name: 'Hostile Tester', email: 'hostile@example.test' },
  ownedFavoriteId: fixtures.favorites[0]!._id,
});

/** What is wrong with an answer to a hostile request, or null when it is a proper 4xx JSON {error}. */
function problemWith(answer: RawAnswer): string | null {
  if (answer.status < 400 || answer.status > 499) return `status ${answer.status}`;
  if (!answer.contentType.includes('application/json')) return `content-type '${answer.contentType}'`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `body is not JSON: ${answer.text.slice(0, 80)}`;
  }
  const parsed = ErrorBodySchema.safeParse(body);
  return parsed.success ? null : `body is not {error}: ${answer.text.slice(0, 80)}`;
}

/** Sends every case; answers the failures, named by route and mutation. */
async function throwAll(baseUrl: string, all: HostileCase[]): Promise<string[]> {
  const failures: string[] = [];
  for (const hostile of all) {
    try {
      const problem = problemWith(await rawRequest(baseUrl, hostile));
      if (problem)
        failures.push(
          `${hostile.route} [${hostile.label}] ${hostile.method} ${hostile.path.slice(0, 60)}: ${problem}`,
        );
    } catch (error) {
      failures.push(`${hostile.route} [${hostile.label}]: no answer (${(error as Error).message})`);
    }
  }
  return failures;
}

const counts = (db: Db) => ({ favorites: db.favorites.length, users: db.users.length });

describe('hostile requests per route', () => {
  it('tries at least 50 per contract route on each transport', () => {
    const stub = countByRoute(cases);
    const msw = countByRoute(cases.filter((c) => !c.wireOnly));
    const rows = ROUTES.map(
      (r) => `  ${r.padEnd(22)} ${String(stub[r]).padStart(5)} ${String(msw[r]).padStart(5)}`,
    );
    console.info(`[hostile] requests per route:\n  ${'route'.padEnd(22)}  stub   msw\n${rows.join('\n')}`);
    for (const route of ROUTES) expect(Math.min(stub[route], msw[route]), route).toBeGreaterThanOrEqual(50);
  });
});

describe('hostile input: json-server stub over HTTP', () => {
  let server: Server;
  let baseUrl = '';
  let port = 0;
  const stub = createStub({ source: freshFixtureDb(), fixtures: freshFixtureDb });

  beforeAll(async () => {
    server = await listenStub(stub.app, 0, '127.0.0.1');
    port = (server.address() as AddressInfo).port;
    baseUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers every hostile request with a 4xx JSON {error} and changes nothing', async () => {
    const before = structuredClone(stub.db());
    expect(await throwAll(baseUrl, cases)).toEqual([]);
    expect(counts(stub.db())).toEqual(counts(before));
    expect(stub.db()).toEqual(before);
  }, 60_000);

  it('answers bytes that are not HTTP with a JSON 400', async () => {
    const garbage = [
      'GARBAGE\r\n\r\n',
      'GET /products HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n',
      'GET /products HTTP/1.1\r\nHost: localhost\r\nBad Header Name: 1\r\n\r\n',
      'POST /favorites HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      'GET /pro ducts HTTP/1.1\r\nHost: localhost\r\n\r\n',
    ];
    for (const bytes of garbage) {
      const answer = await rawSocket(port, bytes);
      expect(answer, JSON.stringify(bytes)).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(
        ErrorBodySchema.safeParse(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).success,
      ).toBe(true);
    }
  });

  it('keeps serving afterwards', async () => {
    expect((await fetch(`${baseUrl}/__stub/health`)).status).toBe(200);
    const products = await fetch(`${baseUrl}/products`);
    expect(products.status).toBe(200);
    expect(await products.json()).toHaveLength(fixtures.products.length);
  });
});

describe('hostile input: MSW handlers', () => {
  const baseUrl = 'http://hostile.msw.test';
  const memory = createMemoryDb();
  const server = setupServer(...createHandlers({ baseUrl, ...memory }));

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('answers every hostile request with a 4xx JSON {error} and changes nothing', async () => {
    const before = structuredClone(memory.getDb());
    expect(
      await throwAll(
        baseUrl,
        cases.filter((c) => !c.wireOnly),
      ),
    ).toEqual([]);
    expect(counts(memory.getDb())).toEqual(counts(before));
    expect(memory.getDb()).toEqual(before);
  }, 60_000);

  it('keeps serving afterwards', async () => {
    expect((await fetch(`${baseUrl}/__stub/health`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/products`)).status).toBe(200);
  });
});
