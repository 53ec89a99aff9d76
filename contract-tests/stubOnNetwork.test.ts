import { once } from 'node:events';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshFixtureDb } from '../mocks/fixtureDb';
import { favoriteOf } from '../src/contract/favoriteFields';
import { allowedOrigins } from '../mocks/stub/cors';
import { asOwner } from './owner';
import { startStubCli } from './stubCli';

/**
 * Issue 55: the stub started for the network (`--host 0.0.0.0`), called through this machine's own
 * network address as another machine would call it. An Origin and Sec-Fetch-* are claims anyone can
 * write: the control routes answer only loopback or the run's control key.
 */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((nic) => nic?.family === 'IPv4' && !nic.internal)?.address;
const KEY = 'test-control-key-0123456789abcdef';
const email = 'ayesha@freshbazar.test';
const product = freshFixtureDb().products[0]!;

describe('the stub on a shared network', () => {
  let stop: () => Promise<void>;
  let overNetwork = '';
  let overLoopback = '';
  let startOutput = () => '';

  beforeAll(async () => {
    if (!lanAddress)
      throw new Error('This machine has no network address besides loopback to call the stub through');
    const { child, ready, output } = startStubCli(['--host', '0.0.0.0'], { STUB_CONTROL_KEY: KEY });
    const port = new URL(await ready).port;
    overNetwork = `http://${lanAddress}:${port}`;
    overLoopback = `http://127.0.0.1:${port}`;
    startOutput = output;
    stop = async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    };
    const added = await fetch(`${overLoopback}/favorites`, {
      method: 'POST',
      headers: { ...asOwner(email), 'content-type': 'application/json' },
      body: JSON.stringify(favoriteOf(product, email)),
    });
    expect(added.status).toBe(201);
  }, 60_000);
  afterAll(() => stop?.());

  const controlCalls = [
    { method: 'POST', path: '/__stub/reset' },
    { method: 'POST', path: '/__stub/scenario', body: '{"name":"open-wishlists"}' },
    { method: 'POST', path: '/__stub/scenario', body: '{"name":"backend-down"}' },
    { method: 'PUT', path: '/__stub/faults', body: '{"rules":[{"route":"*","status":503}]}' },
    { method: 'DELETE', path: '/__stub/faults' },
    { method: 'GET', path: '/db' },
  ];
  const send = (call: (typeof controlCalls)[number], headers: Record<string, string>) =>
    fetch(`${overNetwork}${call.path}`, {
      method: call.method,
      headers: { ...headers, ...(call.body && { 'content-type': 'application/json' }) },
      body: call.body,
    });
  const wishlist = async () =>
    (
      (await (
        await fetch(`${overLoopback}/favorites?email=${encodeURIComponent(email)}`, {
          headers: asOwner(email),
        })
      ).json()) as { _id: string }[]
    ).map((favorite) => favorite._id);
  const scenario = async () =>
    ((await (await fetch(`${overLoopback}/__stub/scenario`)).json()) as { current: string }).current;

  it('warns at start what listening beyond loopback exposes, and prints no key it was given', () => {
    expect(startOutput()).toMatch(/listening on 0\.0\.0\.0: every machine that reaches it/);
    expect(startOutput()).not.toContain(KEY);
  });

  it('refuses every control call from another address, whatever Origin or Sec-Fetch-Site it claims, and changes nothing', async () => {
    const claims: Record<string, string>[] = [
      {},
      ...[...allowedOrigins({}), overNetwork].map((origin) => ({ origin })),
      { origin: 'http://127.0.0.1:5173', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
      { 'x-stub-key': 'a-wrong-key' },
    ];
    for (const call of controlCalls)
      for (const headers of claims) {
        const answer = await send(call, headers);
        const label = `${call.method} ${call.path} ${JSON.stringify(headers)}`;
        expect(answer.status, label).toBe(403);
        expect(answer.headers.get('content-type'), label).toMatch(/^application\/json/);
        expect(((await answer.json()) as { error: string }).error, label).toMatch(
          /control key|STUB_ALLOWED_ORIGINS|never a web page/,
        );
      }
    expect(await wishlist()).toContain(product._id);
    expect(await scenario()).toBe('default');
    expect((await fetch(`${overNetwork}/favorites?email=${encodeURIComponent(email)}`)).status).toBe(401);
    expect((await fetch(`${overNetwork}/products`)).status).toBe(200);
  });

  it('answers the same calls from another address with the key', async () => {
    const withKey = { 'x-stub-key': KEY };
    const dump = await send(controlCalls[5]!, withKey);
    expect(dump.status).toBe(200);
    const faults = await send(controlCalls[3]!, withKey);
    expect(faults.status).toBe(200);
    expect((await fetch(`${overNetwork}/products`)).status).toBe(503);
    expect((await send(controlCalls[4]!, withKey)).status).toBe(200);
    expect((await send(controlCalls[2]!, withKey)).status).toBe(200);
    expect(await scenario()).toBe('backend-down');
    expect((await send(controlCalls[0]!, withKey)).status).toBe(200);
    expect(await scenario()).toBe('default');
    expect(await wishlist()).not.toContain(product._id);
  });

  it("shows the journal of calls only on this machine or with the key: it names everyone's calls", async () => {
    const journal = `${overNetwork}/__stub/requests`;
    for (const headers of [
      {},
      { origin: 'http://127.0.0.1:5173' },
      { 'x-stub-key': 'a-wrong-key' },
    ] as Record<string, string>[])
      for (const method of ['GET', 'DELETE']) {
        const answer = await fetch(journal, { method, headers });
        expect(answer.status, `${method} ${JSON.stringify(headers)}`).toBe(403);
        expect(((await answer.json()) as { error: string }).error).toMatch(
          /shows everyone's calls, so it answers only on the machine running it, or with the run's control key|STUB_ALLOWED_ORIGINS/,
        );
      }
    const withKey = await fetch(journal, { headers: { 'x-stub-key': KEY } });
    expect(withKey.status).toBe(200);
    const { calls } = (await withKey.json()) as { calls: { path: string; auth?: string }[] };
    expect(calls.some((call) => call.path === '/favorites')).toBe(true);
    expect(JSON.stringify(calls)).not.toContain(asOwner(email).authorization.slice('Bearer '.length));
    expect((await fetch(`${overLoopback}/__stub/requests`)).status).toBe(200);
  });

  it('never opens every wishlist at run time, not even from loopback with the app’s origin or the key', async () => {
    for (const headers of [{ origin: 'http://127.0.0.1:5173' }, { 'x-stub-key': KEY }, {}] as Record<
      string,
      string
    >[]) {
      const answer = await fetch(`${overLoopback}/__stub/scenario`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{"name":"open-wishlists"}',
      });
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as { error: string }).error).toMatch(
        /chosen only when the stub starts: npm start -- --scenario open-wishlists/,
      );
    }
    expect(await scenario()).toBe('default');
    expect((await fetch(`${overLoopback}/favorites?email=${encodeURIComponent(email)}`)).status).toBe(401);
  });
});

describe('open-wishlists chosen at start', () => {
  it('answers a stranger, as a team can see, and only because it was started so', async () => {
    const { child, ready } = startStubCli(['--scenario', 'open-wishlists']);
    try {
      const base = await ready;
      expect((await fetch(`${base}/favorites?email=${encodeURIComponent(email)}`)).status).toBe(200);
      // Choosing it again changes nothing and is no switch.
      const again = await fetch(`${base}/__stub/scenario`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name":"open-wishlists"}',
      });
      expect(again.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    }
  }, 60_000);
});
