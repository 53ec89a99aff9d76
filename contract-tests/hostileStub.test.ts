/**
 * The stub as an attacker or an unlucky user meets it: a broken working copy,
 * web pages from other origins, slow or huge bodies, and the contract's
 * stricter rules (answered the same by the stub and MSW).
 */
import { setupServer } from 'msw/node';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshFixtureDb } from '../mocks/fixtureDb';
import { createHandlers } from '../mocks/handlers';
import { createMemoryDb } from '../mocks/memoryDb';
import { allowedOrigins } from '../mocks/stub/cors';
import { createStub, listenStub, stubVerifier } from '../mocks/stub/server';
import { testIdToken } from '../mocks/testTokens';
import { favoriteOf, MAX_BODY_BYTES, type ProductWire } from '../src/contract';
import { call } from './http';

const work = mkdtempSync(join(tmpdir(), 'stub-hostile-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `npm run stub` on a db file; answers its exit code and output, or its URL once it listens. */
function runStub(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/stub/main.ts', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (data: Buffer) => (output += data.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exited, output: () => output };
}

describe('a working copy the stub refuses at start', () => {
  const { favorites, users } = freshFixtureDb();
  const favorite = favorites[0]!;
  const cases: [string, string, RegExp][] = [
    ['empty', '', /the file is empty/],
    ['not JSON', '{"favorites": [', /not JSON/],
    ['an array', '[]', /\$: /],
    [
      'a favorite without a price',
      JSON.stringify({ favorites: [{ ...favorite, price: undefined }], users }),
      /\$\.favorites\[0\]\.price/,
    ],
    [
      'a javascript: thumbnail',
      JSON.stringify({ favorites: [{ ...favorite, thumbnail: 'javascript:alert(1)' }], users }),
      /\$\.favorites\[0\]\.thumbnail: must be an http\(s\): URL/,
    ],
  ];
  it.each(cases)(
    '%s: exit code 1, the file, the JSON path and the fix; the file is left as it was',
    async (label, text, problem) => {
      const file = join(work, `${label.replace(/\W+/g, '-')}.json`);
      writeFileSync(file, text);
      const stub = runStub(['--db', file]);
      expect(await stub.exited).toBe(1);
      expect(stub.output()).toContain(`${file} is not a usable db`);
      expect(stub.output()).toMatch(problem);
      expect(stub.output()).toContain('npm run stub -- --reset');
      expect(readFileSync(file, 'utf8')).toBe(text);
    },
    30_000,
  );

  it('--reset moves the bad file aside to *.broken-<time>.json and starts from the fixtures', async () => {
    const dir = mkdtempSync(join(work, 'reset-'));
    const file = join(dir, 'db.json');
    writeFileSync(file, '{"truncated": ');
    const stub = runStub(['--db', file, '--reset']);
    try {
      await expect.poll(() => stub.output(), { timeout: 20_000 }).toMatch(/json-server stub on/);
      const aside = readdirSync(dir).find((name) => /^db\.broken-[\dTZ-]+\.json$/.test(name));
      expect(aside).toBeDefined();
      expect(readFileSync(join(dir, aside!), 'utf8')).toBe('{"truncated": ');
      // Only what changes: the catalog is never written to the working copy.
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ favorites, users });
    } finally {
      stub.child.kill('SIGTERM');
      await stub.exited;
    }
  }, 30_000);
});

describe('a file-backed stub', () => {
  it('answers a write only once it is on disk: a restart reads it back', async () => {
    const file = join(work, 'persist.json');
    writeFileSync(file, JSON.stringify({ favorites: [], users: [] }));
    const first = createStub({ source: file, fixtures: freshFixtureDb, verifyIdToken: stubVerifier({}) });
    const server = await listenStub(first.app, 0, '127.0.0.1');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const answer = await call(url, 'POST', '/users', {
      body: { name: 'Durable Dana', email: 'dana@example.test' },
      token: testIdToken({ uid: 'uid-dana', email: 'dana@example.test' }),
    });
    expect(answer.status).toBe(201);
    server.close();
    expect(JSON.parse(readFileSync(file, 'utf8')).users).toMatchObject([{ name: 'Durable Dana' }]);
    const second = createStub({ source: file, fixtures: freshFixtureDb });
    expect(second.db().users.find((u) => u.email === 'dana@example.test')).toMatchObject({
      name: 'Durable Dana',
    });
    // The catalog is the fixtures', whatever the working copy holds.
    expect(second.db().products).toEqual(freshFixtureDb().products);
  });

  it('reads a working copy from before, which also held the catalog, and keeps only what changes', async () => {
    const file = join(work, 'whole.json');
    const whole = { ...freshFixtureDb(), products: [] };
    writeFileSync(file, JSON.stringify(whole));
    const stub = createStub({ source: file, fixtures: freshFixtureDb, verifyIdToken: stubVerifier({}) });
    expect(stub.db().products).toEqual(freshFixtureDb().products);
    expect(stub.db().favorites).toEqual(whole.favorites);
    const server = await listenStub(stub.app, 0, '127.0.0.1');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect((await call(url, 'POST', '/__stub/reset')).status).toBe(200);
    server.close();
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')))).toEqual(['favorites', 'users']);
  });
});

describe('only our origins', () => {
  let server: Server;
  let url = '';
  const app = 'http://127.0.0.1:4300';
  beforeAll(async () => {
    const stub = createStub({ source: freshFixtureDb(), fixtures: freshFixtureDb, origins: new Set([app]) });
    server = await listenStub(stub.app, 0, '127.0.0.1');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('allows a listed origin, with credentials, and answers its preflight', async () => {
    const read = await fetch(`${url}/products`, { headers: { origin: app } });
    expect(read.headers.get('access-control-allow-origin')).toBe(app);
    expect(read.headers.get('access-control-allow-credentials')).toBe('true');
    const preflight = await fetch(`${url}/favorites`, {
      method: 'OPTIONS',
      headers: {
        origin: app,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(app);
  });

  it('never reflects another origin, and refuses its control calls, preflights and writes with 403', async () => {
    const evil = 'https://evil.example';
    const read = await fetch(`${url}/products`, { headers: { origin: evil } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const attempts: [string, RequestInit][] = [
      [
        '/__stub/reset',
        { method: 'POST', headers: { origin: evil, 'content-type': 'text/plain' }, body: 'x' },
      ],
      [
        '/__stub/reset',
        { method: 'POST', headers: { origin: evil, 'content-type': 'application/x-www-form-urlencoded' } },
      ],
      [
        '/__stub/faults',
        {
          method: 'PUT',
          headers: { origin: evil, 'content-type': 'application/json' },
          body: '{"rules":[]}',
        },
      ],
      [
        '/__stub/faults',
        { method: 'OPTIONS', headers: { origin: evil, 'access-control-request-method': 'PUT' } },
      ],
      ['/__stub/health', { headers: { origin: evil } }],
      ['/db', { headers: { origin: evil } }],
      ['/db', { headers: { 'sec-fetch-site': 'cross-site' } }],
      ['/__stub/reset', { method: 'POST', headers: { origin: 'null' } }],
      ['/favorites', { method: 'POST', headers: { origin: evil, 'content-type': 'text/plain' }, body: '{}' }],
      ['/users', { method: 'POST', headers: { origin: 'http://localhost:4300' }, body: '{}' }],
    ];
    for (const [path, init] of attempts) {
      const answer = await fetch(`${url}${path}`, init);
      expect(answer.status, `${init.method ?? 'GET'} ${path}`).toBe(403);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(((await answer.json()) as { error: string }).error).toMatch(/STUB_ALLOWED_ORIGINS/);
    }
  });

  it('serves callers without an Origin (curl, tests, the app server) as before', async () => {
    expect((await fetch(`${url}/__stub/reset`, { method: 'POST' })).status).toBe(200);
    expect((await fetch(`${url}/db`)).status).toBe(200);
  });

  it('lists the workspace ports by default, or exactly STUB_ALLOWED_ORIGINS', () => {
    expect(allowedOrigins({})).toContain('http://127.0.0.1:5173');
    expect(allowedOrigins({})).toContain('http://localhost:5000');
    expect([...allowedOrigins({ STUB_ALLOWED_ORIGINS: 'http://a.test:1/, http://b.test' })]).toEqual([
      'http://a.test:1',
      'http://b.test',
    ]);
  });
});

describe('bounded request bodies', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    const stub = createStub({ source: freshFixtureDb(), fixtures: freshFixtureDb, bodyTimeoutMs: 300 });
    server = await listenStub(stub.app, 0, '127.0.0.1');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends the head and `firstBytes` of a body, then nothing; answers what the server said and whether it closed. */
  const stall = (head: string, firstBytes: string) =>
    new Promise<{ answer: string; closed: boolean }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n${firstBytes}`));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve({ answer, closed: true }));
      socket.on('error', reject);
      setTimeout(() => resolve({ answer, closed: false }), 5000);
    });

  it('answers 408 and closes when a body does not arrive in time', async () => {
    const { answer, closed } = await stall(
      'POST /favorites HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500',
      '{"_id":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toMatch(/did not arrive within/);
    expect(closed).toBe(true);
  });

  it('answers 413 at once and closes for a declared or an actual body over the cap', async () => {
    const declared = await stall(
      'POST /users HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 999999999',
      '{',
    );
    expect(declared.answer).toMatch(/^HTTP\/1\.1 413/);
    expect(declared.closed).toBe(true);
    const streamed = await stall(
      'POST /users HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked',
      `8000\r\n${'x'.repeat(0x8000)}\r\n`,
    );
    expect(streamed.answer).toMatch(/^HTTP\/1\.1 413/);
    expect(streamed.closed).toBe(true);
  });
});

describe('an oversized body sent with Node fetch (undici) to `npm run stub`', () => {
  /** A body of `bytes` handed to fetch all at once: the client is still uploading when the stub refuses it. */
  const streamOf = (bytes: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        const chunk = new Uint8Array(64 * 1024).fill(0x78);
        for (let sent = 0; sent < bytes; sent += chunk.length) controller.enqueue(chunk);
        controller.close();
      },
    });
  const bodies: [string, () => BodyInit][] = [
    ['3 MB, its length declared', () => JSON.stringify({ name: 'x'.repeat(3_000_000) })],
    ['3 MB, streamed (chunked)', () => streamOf(3_000_000)],
    ['12 MB, streamed (chunked)', () => streamOf(12_000_000)],
  ];

  // Its own process, as `npm run stub` runs: in the test's own event loop the upload and the
  // refusal take turns, and the broken connection (EPIPE, "fetch failed") did not show.
  it('reads a JSON 413 every time, however the body is sent', async () => {
    const stub = runStub(['--memory']);
    try {
      await expect.poll(() => stub.output(), { timeout: 20_000 }).toMatch(/json-server stub on/);
      const url = /json-server stub on (http:\/\/[\d.]+:\d+)/.exec(stub.output())![1];
      const answers: string[] = [];
      for (let round = 0; round < 5; round += 1) {
        for (const [label, body] of bodies) {
          const response = await fetch(`${url}/favorites`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: body(),
            duplex: 'half',
          } as RequestInit);
          answers.push(`${label}: ${response.status} ${JSON.stringify(await response.json())}`);
        }
      }
      const expected = `413 ${JSON.stringify({ error: `Request body is larger than ${MAX_BODY_BYTES} bytes` })}`;
      expect(answers).toEqual(
        Array.from({ length: 5 }, () => bodies.map(([label]) => `${label}: ${expected}`)).flat(),
      );
    } finally {
      stub.child.kill('SIGTERM');
      await stub.exited;
    }
  }, 40_000);
});

describe('the stricter contract: a 400 {error, issues} naming the field, on both transports', () => {
  const product = freshFixtureDb().products[0] as ProductWire;
  const favorite = favoriteOf(product, 'strict@example.test');
  // The owner's token, and every body below names the owner: the body's check is what answers, not 401 or 403.
  const token = testIdToken({ uid: 'uid-strict', email: favorite.email });
  const refusals: [string, unknown, string][] = [
    ['a javascript: thumbnail', { ...favorite, thumbnail: 'javascript:alert(1)' }, 'thumbnail'],
    ['a file: thumbnail', { ...favorite, thumbnail: 'file:///etc/passwd' }, 'thumbnail'],
    ['a __proto__ id', { ...favorite, _id: '__proto__' }, '_id'],
    ['a ../ id', { ...favorite, _id: '../x' }, '_id'],
    ['a NUL in the name', { ...favorite, name: 'a\u0000b' }, 'name'],
    ['a right-to-left override', { ...favorite, name: '\u202Egnp.exe' }, 'name'],
    ['an untrimmed name', { ...favorite, name: ` ${favorite.name}` }, 'name'],
    ['a price of 1e308', { ...favorite, price: 1e308 }, 'price'],
    ['a discount over 100', { ...favorite, discount: 101 }, 'discount'],
    ['a fractional quantity', { ...favorite, quantity: 1.5 }, 'quantity'],
    ['a rating over 5', { ...favorite, rating: 5.5 }, 'rating'],
    ['a repeated key', `{"price":1e308,${JSON.stringify(favorite).slice(1)}`, 'price'],
  ];

  let server: Server;
  let stubUrl = '';
  const mswUrl = 'http://strict.msw.test';
  const msw = setupServer(...createHandlers({ baseUrl: mswUrl, ...createMemoryDb() }));
  beforeAll(async () => {
    const stub = createStub({
      source: freshFixtureDb(),
      fixtures: freshFixtureDb,
      verifyIdToken: stubVerifier({}),
    });
    server = await listenStub(stub.app, 0, '127.0.0.1');
    stubUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    msw.listen({ onUnhandledRequest: 'bypass' });
  });
  afterAll(async () => {
    msw.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  for (const transport of ['stub', 'msw'] as const) {
    it.each(refusals)(`${transport}: refuses %s`, async (_label, body, field) => {
      const answer = await call(transport === 'stub' ? stubUrl : mswUrl, 'POST', '/favorites', {
        body,
        token,
      });
      expect(answer.status).toBe(400);
      const { error, issues } = answer.body as { error: string; issues: { path: string }[] };
      expect(error).toEqual(expect.any(String));
      expect(issues.map((issue) => issue.path)).toContain(field);
    });
  }
});
