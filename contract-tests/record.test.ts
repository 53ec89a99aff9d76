import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../mocks/db';
import { freshFixtureDb } from '../mocks/fixtureDb';
import { createStub, listenStub, stubVerifier } from '../mocks/stub/server';
import { favoriteOf } from '../src/contract';
import { testIdToken } from '../mocks/testTokens';
import { runRecorder } from '../fixtures/record';
import { record } from '../fixtures/recording';
import { waitForEmulator } from '../emulators/authEmulator';
import { emulatorUsers } from './testUsers';

const dir = mkdtempSync(join(tmpdir(), 'record-test-'));
const servers: Server[] = [];

async function serve(db: Db): Promise<string> {
  // A backend that checks tokens, by their claims: both asOwner's and the Auth emulator's pass.
  const { app } = createStub({ source: db, fixtures: () => db, verifyIdToken: stubVerifier({}) });
  const server = await listenStub(app, 0, '127.0.0.1');
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The fixtures as a backend that moved on: a new field, a price as text, no summaries. */
function driftedDb(): Db {
  const db = freshFixtureDb();
  db.products = db.products.map((p, index) => {
    const { summary: _gone, ...rest } = p;
    return { ...rest, barcode: `880${index}`, ...(index === 0 ? { price: '3.50' } : {}) } as never;
  });
  return db;
}

let good = '';
let drifted = '';
beforeAll(async () => {
  good = await serve(freshFixtureDb());
  drifted = await serve(driftedDb());
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run fixtures:record', () => {
  it('records the stub as a "real backend": every item kept, no drift, a file the stub can serve', async () => {
    const out = join(dir, 'good.json');
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    const env = { RECORD_ID_TOKEN: testIdToken({ uid: 'uid-ayesha', email: 'ayesha@freshbazar.test' }) };
    expect(await runRecorder(['--from', good, '--email', 'ayesha@freshbazar.test', '--out', out], env)).toBe(
      0,
    );
    const fixtures = freshFixtureDb();
    const written = JSON.parse(readFileSync(out, 'utf8')) as Db;
    expect(written.products).toEqual(fixtures.products);
    expect(written.catagory).toEqual(fixtures.catagory);
    expect(written.favorites).toEqual(fixtures.favorites.filter((f) => f.email === 'ayesha@freshbazar.test'));
    expect(log.mock.calls.flat().join('\n')).toContain('Contract drift:\n  none');
    log.mockRestore();

    // Served back by the stub (npm run stub -- --fixtures FILE reads the same shape).
    const again = await serve(written);
    expect((await (await fetch(`${again}/products`)).json()) as unknown[]).toHaveLength(
      fixtures.products.length,
    );
  });

  it("without the owner's token: one sentence naming what to set, exit code 1, nothing written", async () => {
    const out = join(dir, 'refused.json');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stranger = { RECORD_ID_TOKEN: testIdToken({ uid: 'uid-bob', email: 'bob@example.test' }) };
    expect(
      await runRecorder(['--from', good, '--email', 'ayesha@freshbazar.test', '--out', out], stranger),
    ).toBe(1);
    expect(error.mock.calls.flat().join('\n')).toMatch(
      /^Nothing recorded: http:\/\/127\.0\.0\.1:\d+\/favorites\?email=ayesha%40freshbazar\.test lists a wishlist only to its owner \(HTTP 401\): to record ayesha@freshbazar\.test's favorites, set RECORD_ID_TOKEN .* RECORD_USER=email:password .*FIREBASE_AUTH_EMULATOR_HOST\.$/,
    );
    expect(existsSync(out)).toBe(false);
    error.mockRestore();
  });

  it("RECORD_USER=email:password signs in at FIREBASE_AUTH_EMULATOR_HOST and records that user's wishlist", async () => {
    const emulator = process.env.AUTH_CONTRACT_EMULATOR_URL!;
    await waitForEmulator(emulator, 240_000);
    const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const credentials = { email: `recorder-${runId}@example.test`, password: `recorder-${runId}` };
    const other = { email: `recorder-other-${runId}@example.test`, password: `other-${runId}` };
    const users = await emulatorUsers(emulator, [credentials, other], { deleteOnRelease: true });
    try {
      const { one } = users;
      const product = freshFixtureDb().products[0]!;
      const added = await fetch(`${good}/favorites`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${one.idToken}` },
        body: JSON.stringify(favoriteOf(product as never, one.email)),
      });
      expect(added.status).toBe(201);
      const out = join(dir, 'signed-in.json');
      const log = vi.spyOn(console, 'info').mockImplementation(() => {});
      const env = {
        RECORD_USER: `${credentials.email}:${credentials.password}`,
        FIREBASE_AUTH_EMULATOR_HOST: new URL(emulator).host,
      };
      expect(await runRecorder(['--from', good, '--out', out], env)).toBe(0);
      log.mockRestore();
      const written = JSON.parse(readFileSync(out, 'utf8')) as Db;
      expect(written.favorites.map((f) => [f._id, f.email])).toEqual([[product._id, one.email]]);
    } finally {
      await users.release();
    }
  }, 60_000);

  it('on a drifted backend: reports unknown fields, fields never sent and differing types, and keeps bad items out', async () => {
    const recording = await record({ from: drifted, emails: [] });
    expect(recording.drift).toEqual({
      unknownFields: ['products.barcode'],
      neverSent: ['products.summary'],
      typeDifferences: ['products.price: sent string, contract number'],
    });
    // Without `summary` no product passes the contract: all left out, each with its path.
    expect(recording.counts.products).toEqual({ received: 80, kept: 0 });
    expect(recording.rejected[0]).toMatch(/^products\[0\] \(_id \w+\): price: .*; summary: /);
    expect(recording.db.catagory).toHaveLength(freshFixtureDb().catagory.length);
  });

  it('on an unreachable backend: a clear error, exit code 1, nothing written', async () => {
    const closed = await serve(freshFixtureDb());
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const out = join(dir, 'unreachable.json');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await runRecorder(['--from', closed, '--out', out])).toBe(1);
    expect(error.mock.calls.flat().join('\n')).toMatch(
      /^Nothing recorded: cannot reach http:\/\/127\.0\.0\.1:\d+\/catagory \(ECONNREFUSED\); is the backend running\?$/,
    );
    expect(existsSync(out)).toBe(false);
    error.mockRestore();
  });

  it('without --from: usage, exit code 2', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await runRecorder([])).toBe(2);
    expect(error.mock.calls.flat().join('\n')).toContain('usage: npm run fixtures:record');
    error.mockRestore();
  });
});
