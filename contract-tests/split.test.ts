import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshFixtureDb } from '../mocks/fixtureDb';
import { createFaultState } from '../mocks/faultsState';
import { parseSplit, type Split } from '../mocks/stub/forward';
import { createStub, listenStub, stubVerifier } from '../mocks/stub/server';
import { asOwner } from './owner';
import { rawRequest } from './rawHttp';
import { startStubCli } from './stubCli';

/** What reached a test server, exactly as it came. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

type Mode = 'catalog' | 'broken' | 'redirect' | 'hang';

/**
 * A small real backend that answers only the catalog, on its own port: three products of its own
 * (named "Backend …"), broken as `mode` says, or redirecting every call to `redirectTo`.
 */
async function startServer(mode: Mode, redirectTo = '') {
  const seen: Seen[] = [];
  const products = freshFixtureDb()
    .products.slice(0, 3)
    .map((p) => ({ ...p, name: `Backend ${p.name}` }));
  const { name: _name, ...nameless } = products[2]!;
  const served = mode === 'broken' ? [products[0], { ...products[1], price: '2.50' }, nameless] : products;
  const server: Server = createServer((req, res) => {
    seen.push({ method: req.method!, url: req.url!, headers: req.headers });
    if (mode === 'hang') return;
    if (mode === 'redirect') return void res.writeHead(302, { location: `${redirectTo}${req.url}` }).end();
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const id = /^\/products\/([^/?]+)/.exec(req.url!)?.[1];
    if (req.url === '/products') return send(200, served);
    if (id) {
      const product = served.find((p) => p?._id === id);
      return product ? send(200, product) : send(404, { error: 'no such product' });
    }
    send(404, { error: 'this backend serves only the catalog' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, products, close: () => (server.closeAllConnections(), server.close()) };
}
type TestServer = Awaited<ReturnType<typeof startServer>>;

const CATALOG = 'GET /products,GET /products/:id';
const started: { close(): void }[] = [];
afterEach(() => started.splice(0).forEach((s) => s.close()));

/** The stub in front of `backend`, in this process; its report lines collected. */
async function stubInFront(
  backend: string,
  flags: { real?: string; strict?: boolean; timeoutMs?: number } = {},
) {
  const split = parseSplit({ backend, real: CATALOG, ...flags }) as Split;
  const lines: string[] = [];
  const faults = createFaultState();
  const { app } = createStub({
    source: freshFixtureDb(),
    fixtures: freshFixtureDb,
    faults,
    split,
    report: (line) => lines.push(line),
    verifyIdToken: stubVerifier({}),
  });
  const server = await listenStub(app, 0, '127.0.0.1');
  started.push({ close: () => (server.closeAllConnections(), server.close()) });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, lines, faults };
}

const server = async (mode: Mode, redirectTo?: string) => {
  const s = await startServer(mode, redirectTo);
  started.push(s);
  return s;
};
const getJson = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('the stub in front of a half-built backend', () => {
  it('takes the products from the backend and keeps the wishlists, owner-only, itself', async () => {
    const backend = await server('catalog');
    const stub = await stubInFront(backend.url);
    const list = await getJson(`${stub.url}/products`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual(backend.products);
    const one = await getJson(`${stub.url}/products/${backend.products[1]!._id}`);
    expect(one.body).toEqual(backend.products[1]);
    // The categories and the wishlists are the stub's, as before.
    expect((await getJson(`${stub.url}/catagory`)).body).toEqual(freshFixtureDb().catagory);
    const email = 'ayesha@example.com';
    const wishlist = `${stub.url}/favorites?email=${encodeURIComponent(email)}`;
    expect((await fetch(wishlist)).status).toBe(401);
    expect((await fetch(wishlist, { headers: asOwner('someone@example.com') })).status).toBe(403);
    const own = await getJson(wishlist, { headers: asOwner(email) });
    expect(own.status).toBe(200);
    expect(own.body).toEqual(freshFixtureDb().favorites.filter((f) => f.email === email));
    expect(backend.seen.map((s) => s.url)).toEqual(['/products', `/products/${backend.products[1]!._id}`]);
    expect(stub.lines).toEqual([]);
    expect((await getJson(`${stub.url}/__stub/health`)).body).toMatchObject({
      split: {
        backend: backend.url,
        backendCalls: ['GET /products', 'GET /products/:id'],
        stubCalls: [
          'GET /catagory',
          'GET /favorites',
          'POST /favorites',
          'DELETE /favorites/:id',
          'POST /users',
        ],
      },
    });
  });

  it("passes the caller's Authorization to the backend, and nothing else of theirs", async () => {
    const backend = await server('catalog');
    const stub = await stubInFront(backend.url, { real: '*' });
    const headers = { ...asOwner('ayesha@example.com'), 'x-stub-key': 'secret', cookie: 'session=1' };
    await fetch(`${stub.url}/favorites?email=ayesha%40example.com`, { headers });
    const [seen] = backend.seen;
    expect(seen).toMatchObject({ method: 'GET', url: '/favorites?email=ayesha%40example.com' });
    expect(seen!.headers.authorization).toBe(headers.authorization);
    expect(seen!.headers).not.toHaveProperty('x-stub-key');
    expect(seen!.headers).not.toHaveProperty('cookie');
    expect(seen!.headers.host).toBe(new URL(backend.url).host);
  });

  it('names each answer that breaks the contract in one line, and refuses it with --strict', async () => {
    const backend = await server('broken');
    const stub = await stubInFront(backend.url);
    const passed = await fetch(`${stub.url}/products`);
    expect(passed.status).toBe(200);
    expect(((await passed.json()) as unknown[]).length).toBe(3);
    const brokenId = backend.products[1]!._id;
    await fetch(`${stub.url}/products/${brokenId}`);
    expect(stub.lines).toEqual([
      'GET /products 200 (backend): 2 of 3 products break the contract: [1].price is a string',
      `GET /products/${brokenId} 200 (backend): the answer breaks the contract: price is a string`,
    ]);
    const strict = await stubInFront(backend.url, { strict: true });
    expect(await getJson(`${strict.url}/products`)).toEqual({
      status: 502,
      body: {
        error:
          `The backend at ${backend.url} answered GET /products 200, but 2 of 3 products break the contract: ` +
          '[1].price is a string (--strict).',
      },
    });
    expect((await fetch(`${strict.url}/products/${backend.products[0]!._id}`)).status).toBe(200);
  });

  it('answers 502 in words when the backend is down, and 504 when it does not answer in time', async () => {
    const down = await server('catalog');
    down.close();
    const stub = await stubInFront(down.url, { timeoutMs: 1000 });
    const refused = await getJson(`${stub.url}/products`);
    expect(refused).toEqual({
      status: 502,
      body: {
        error: `The backend at ${down.url} could not be reached for GET /products: nothing listens there (connection refused).`,
      },
    });
    const hanging = await server('hang');
    const waiting = await stubInFront(hanging.url, { timeoutMs: 1000 });
    const before = performance.now();
    expect(await getJson(`${waiting.url}/products`)).toEqual({
      status: 504,
      body: { error: `The backend at ${hanging.url} did not answer GET /products within 1 s.` },
    });
    expect(performance.now() - before).toBeLessThan(3000);
    expect(waiting.lines).toEqual([
      `GET /products 504 (backend): The backend at ${hanging.url} did not answer GET /products within 1 s.`,
    ]);
  });

  it('applies a latency fault to a forwarded call', async () => {
    const backend = await server('catalog');
    const stub = await stubInFront(backend.url);
    stub.faults.set({ rules: [{ route: 'GET /products', latencyMs: 400 }] });
    const before = performance.now();
    expect((await getJson(`${stub.url}/products`)).body).toEqual(backend.products);
    expect(performance.now() - before).toBeGreaterThanOrEqual(390);
    stub.faults.set({ rules: [{ route: 'GET /products', status: 503 }] });
    expect((await fetch(`${stub.url}/products`)).status).toBe(503);
    expect(backend.seen).toHaveLength(1);
  });

  it('never sends a call to another host or another call: paths, redirects, doors', async () => {
    const other = await server('catalog');
    const backend = await server('catalog');
    const stub = await stubInFront(backend.url, { real: 'all' });
    const otherPort = new URL(other.url).port;
    const raw = (path: string, headers: Record<string, string> = {}) =>
      rawRequest(stub.url, { method: 'GET', path, headers: { host: new URL(stub.url).host, ...headers } });
    expect((await raw(`//127.0.0.1:${otherPort}/products`)).status).toBe(404);
    expect((await raw('/products/%2e%2e/users')).status).toBe(400);
    expect((await raw('/products/x\\..\\..\\users')).status).toBe(400);
    expect((await raw('/products/..%2fusers')).status).toBe(404);
    expect(backend.seen.map((s) => s.url)).toEqual(['/products/..%2fusers']);
    // Not the stub's name, or a web page it does not serve: refused before any forwarding.
    expect((await raw('/products', { host: 'evil.example' })).status).toBe(403);
    const post = await fetch(`${stub.url}/favorites`, {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(403);
    expect(backend.seen).toHaveLength(1);

    const redirecting = await server('redirect', other.url);
    const behind = await stubInFront(redirecting.url);
    const answer = await getJson(`${behind.url}/products`);
    expect(answer.status).toBe(502);
    expect(answer.body.error).toBe(
      `The backend at ${redirecting.url} answered GET /products with a redirect (302 to ${other.url}/products); ` +
        `the stub follows none, so no call leaves ${redirecting.url}.`,
    );
    expect(other.seen).toEqual([]);
  });

  it('names the closest call for a typo, with or without a backend', async () => {
    const backend = await server('catalog');
    const stub = await stubInFront(backend.url);
    expect(await getJson(`${stub.url}/product`)).toEqual({
      status: 404,
      body: { error: 'No call GET /product. Did you mean GET /products or GET /products/:id?' },
    });
    expect((await getJson(`${stub.url}/users`)).status).toBe(405);
    expect(backend.seen).toEqual([]);
  });
});

// A stub of its own each: tsx's start takes seconds on a loaded machine.
describe('npm run stub -- --backend', { timeout: 30_000 }, () => {
  let backend: TestServer;
  beforeAll(async () => {
    backend = await startServer('broken');
  });
  afterAll(() => backend.close());

  it('lists who answers each call, what the scenario and the sign-in cannot do, and each breach', async () => {
    const stub = startStubCli([
      '--backend',
      backend.url,
      '--real',
      `${CATALOG},/favorites*`,
      '--scenario',
      'empty',
    ]);
    try {
      const url = await stub.ready;
      await fetch(`${url}/products`);
      await expect.poll(() => stub.output()).toContain('GET /products 200 (backend)');
      const lines = stub.output().split('\n');
      for (const expected of [
        `[stub] GET /catagory          the stub`,
        `[stub] GET /products          the backend at ${backend.url}`,
        `[stub] GET /products/:id      the backend at ${backend.url}`,
        `[stub] DELETE /favorites/:id  the backend at ${backend.url}`,
        `[stub] POST /users            the stub`,
        '[stub] scenario empty cannot change GET /products, GET /products/:id: the backend answers them',
        "[stub] GET /favorites, POST /favorites, DELETE /favorites/:id go to the backend, which will refuse the Auth emulator's ID tokens: " +
          "sign in to the real project (docs/real-firebase.md), or keep '/favorites*' and '/users' on the stub",
        '[stub] GET /products 200 (backend): 2 of 3 products break the contract: [1].price is a string',
      ])
        expect(lines).toContain(expected);
    } finally {
      stub.child.kill('SIGTERM');
    }
  });

  it('refuses a route that names no call, saying which was meant', async () => {
    const stub = startStubCli(['--backend', backend.url, '--real', 'GET /categories']);
    await expect(stub.ready).rejects.toThrow(
      "stub exited with 2: npm run stub: --real 'GET /categories' names none of the contract's calls: did you mean GET /catagory?",
    );
  });
});
