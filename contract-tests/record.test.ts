import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../mocks/db';
import { freshFixtureDb } from '../mocks/fixtureDb';
import { createStub, listenStub } from '../mocks/stub/server';
import { runRecorder } from '../fixtures/recordCli';
import { record } from '../fixtures/recording';

const dir = mkdtempSync(join(tmpdir(), 'record-test-'));
const servers: Server[] = [];

async function serve(db: Db): Promise<string> {
  const { app } = createStub({ source: db, fixtures: () => db });
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
    expect(await runRecorder(['--from', good, '--email', 'ayesha@freshbazar.test', '--out', out])).toBe(0);
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
