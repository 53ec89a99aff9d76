import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StubRequest, StubResponse } from 'json-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../mocks/db';
import { freshFixtureDb } from '../mocks/fixtureDb';
import { allowedOrigins, originGuard } from '../mocks/stub/cors';
import { allowedHosts, isHostAllowed } from '../mocks/stub/hostGuard';
import { createStub, listenStub } from '../mocks/stub/server';
import { rawRequest } from './rawHttp';
import { startStubCli } from './stubCli';

/** Issue 50, item 5: no Host but the stub's own, no control call from a foreign page or machine, no scenario on disk. */
describe('the stub lets no one in by a side door', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const stub = createStub({ source: freshFixtureDb(), fixtures: freshFixtureDb, hosts: ['.dev.test'] });
    server = await listenStub(stub.app, 0, '127.0.0.1');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('refuses a Host that is none of its names (DNS rebinding) with a JSON 403 naming the setting', async () => {
    for (const path of ['/products', '/__stub/reset', '/db']) {
      const answer = await rawRequest(url, {
        method: path === '/__stub/reset' ? 'POST' : 'GET',
        path,
        headers: { host: 'rebind.attacker.example:3001' },
      });
      expect(answer.status, path).toBe(403);
      expect(answer.contentType).toMatch(/^application\/json/);
      expect(JSON.parse(answer.text)).toEqual({
        error:
          'Blocked request. This host ("rebind.attacker.example") is not allowed. To allow this host, add ' +
          '"rebind.attacker.example" to STUB_ALLOWED_HOSTS (comma-separated) where the stub is started.',
      });
    }
  });

  it('answers to IPs, localhost and the names the setting adds', async () => {
    const port = new URL(url).port;
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `[::1]:${port}`,
      '192.168.1.20:3001',
      'app.localhost',
      'dev.test',
      'api.dev.test',
    ]) {
      const answer = await rawRequest(url, { method: 'GET', path: '/catagory', headers: { host } });
      expect(answer.status, host).toBe(200);
    }
    expect(isHostAllowed('evil.dev.test.example', ['.dev.test'])).toBe(false);
    expect(isHostAllowed('[not-an-ip]', [])).toBe(false);
    expect(allowedHosts({ STUB_ALLOWED_HOSTS: ' My-Box.lan, .team.test ' }, 'workstation')).toEqual([
      'workstation',
      'my-box.lan',
      '.team.test',
    ]);
  });

  it('refuses a control route to a foreign Origin, and serves it to an allowed one', async () => {
    const post = (origin: string) =>
      fetch(`${url}/__stub/scenario`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: '{"name":"empty"}',
      });
    const foreign = await post('http://rebind.attacker.example');
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: string }).error).toMatch(/STUB_ALLOWED_ORIGINS/);
    expect(((await (await fetch(`${url}/__stub/scenario`)).json()) as { current: string }).current).toBe(
      'default',
    );
    expect((await post('http://127.0.0.1:5173')).status).toBe(200);
    expect((await fetch(`${url}/__stub/scenario`, { method: 'DELETE' })).status).toBe(200);
  });

  it("never shows a page the dump of every wishlist, not even the app's own origin", async () => {
    const fromApp = await fetch(`${url}/db`, { headers: { origin: 'http://127.0.0.1:5173' } });
    expect(fromApp.status).toBe(403);
    expect(((await fromApp.json()) as { error: string }).error).toMatch(/never a web page/);
    expect((await fetch(`${url}/db`)).status).toBe(200);
  });

  it('serves a caller without an Origin on loopback (curl, scripts, tests)', async () => {
    expect((await fetch(`${url}/__stub/health`)).status).toBe(200);
    expect((await fetch(`${url}/__stub/faults`, { method: 'DELETE' })).status).toBe(200);
  });

  it('refuses a caller without an Origin from another machine on a control route, not on the contract', () => {
    const guard = originGuard(allowedOrigins({}));
    const call = (path: string, remoteAddress: string) => {
      let answer: { status?: number; body?: unknown; next: boolean } = { next: false };
      const res = {
        status(code: number) {
          answer.status = code;
          return this;
        },
        json(body: unknown) {
          answer.body = body;
        },
        setHeader() {},
      } as unknown as StubResponse;
      const req = { path, method: 'POST', headers: {}, socket: { remoteAddress } } as unknown as StubRequest;
      guard(req, res, () => (answer = { ...answer, next: true }));
      return answer;
    };
    const fromLan = call('/__stub/reset', '192.168.1.20');
    expect(fromLan.status).toBe(403);
    expect((fromLan.body as { error: string }).error).toBe(
      "POST /__stub/reset changes the stub for everyone, so it answers only on the machine running it, or with the run's " +
        'control key in the x-stub-key header: on a phone, open the address `npm start -- --host` printed (it carries the key)',
    );
    expect(call('/__stub/reset', '::ffff:10.0.0.4').status).toBe(403);
    expect(call('/__stub/reset', '::ffff:127.0.0.1').next).toBe(true);
    expect(call('/__stub/reset', '::1').next).toBe(true);
    expect(call('/favorites', '192.168.1.20').next).toBe(true);
  });
});

/** `npm run stub` on a working copy, as `npm start` runs it. */
async function startOn(file: string, args: string[] = []) {
  const { child, ready } = startStubCli(['--db', file, ...args]);
  const base = await ready;
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

describe('a scenario never rewrites the working copy', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'stub-scenario-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps the developer's favorite through empty and back, on disk and after a restart", async () => {
    const file = join(dir, 'db.json');
    // The developer's own favorite, as an earlier session of `npm start` left it in the working copy.
    const db = freshFixtureDb();
    const mine = { ...db.products[0]!, email: 'developer@example.test' };
    db.favorites.push(mine);
    writeFileSync(file, JSON.stringify({ favorites: db.favorites, users: db.users }));
    const favoritesIn = (data: Db) => data.favorites.filter((f) => f.email === mine.email).map((f) => f._id);
    const dbOf = async (base: string) => (await (await fetch(`${base}/db`)).json()) as Db;
    const switchTo = (base: string, name: string) =>
      fetch(`${base}/__stub/scenario`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });

    const first = await startOn(file);
    try {
      expect(favoritesIn(await dbOf(first.base))).toEqual([mine._id]);
      const onDisk = readFileSync(file, 'utf8');
      expect((await switchTo(first.base, 'empty')).status).toBe(200);
      expect((await dbOf(first.base)).products).toEqual([]);
      expect(readFileSync(file, 'utf8')).toBe(onDisk);
      expect((await switchTo(first.base, 'new-user')).status).toBe(200);
      expect((await dbOf(first.base)).favorites).toEqual([]);
      // new-user is made from the developer's data, not from the fixtures.
      expect((await dbOf(first.base)).products).toHaveLength(db.products.length);
      expect(readFileSync(file, 'utf8')).toBe(onDisk);
      expect((await fetch(`${first.base}/__stub/scenario`, { method: 'DELETE' })).status).toBe(200);
      expect(favoritesIn(await dbOf(first.base))).toEqual([mine._id]);
      // A restart while a scenario is on: the scenario is gone, the favorite is not.
      expect((await switchTo(first.base, 'empty')).status).toBe(200);
    } finally {
      await first.stop();
    }
    expect(favoritesIn(JSON.parse(readFileSync(file, 'utf8')) as Db)).toEqual([mine._id]);

    const second = await startOn(file);
    try {
      expect(favoritesIn(await dbOf(second.base))).toEqual([mine._id]);
      expect(
        ((await (await fetch(`${second.base}/__stub/scenario`)).json()) as { current: string }).current,
      ).toBe('default');
    } finally {
      await second.stop();
    }
  }, 60_000);

  it('starts in a scenario over the working copy, and leaves it as it was', async () => {
    const file = join(dir, 'scenario-start.json');
    const db = freshFixtureDb();
    db.favorites.push({ ...db.products[1]!, email: 'developer@example.test' });
    writeFileSync(file, JSON.stringify({ favorites: db.favorites, users: db.users }));
    const before = readFileSync(file, 'utf8');
    const { base, stop } = await startOn(file, ['--scenario', 'new-user']);
    try {
      expect(((await (await fetch(`${base}/db`)).json()) as Db).favorites).toEqual([]);
      await fetch(`${base}/__stub/scenario`, { method: 'DELETE' });
      expect(((await (await fetch(`${base}/db`)).json()) as Db).favorites).toHaveLength(db.favorites.length);
    } finally {
      await stop();
    }
    expect(readFileSync(file, 'utf8')).toBe(before);
  }, 60_000);
});
