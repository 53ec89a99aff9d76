/**
 * `npm run stub`: the json-server stub on :3001.
 *   --port N     (or STUB_PORT)       default 3001
 *   --memory                          serve an in-memory copy of the fixtures (nothing persists)
 *   --db FILE    (or STUB_DB)         default .stub-data/db.json, copied from the fixtures when missing,
 *                                     so a demo's clicks persist across restarts until POST /__stub/reset
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freshFixtureDb } from '../fixtureDb';
import { createStub } from './server';

const FIXTURES_FILE = resolve(import.meta.dirname, '../../fixtures/db.json');

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.STUB_PORT ?? '3001' },
    host: { type: 'string', default: process.env.STUB_HOST ?? '127.0.0.1' },
    db: { type: 'string', default: process.env.STUB_DB ?? '.stub-data/db.json' },
    memory: { type: 'boolean', default: false },
    log: { type: 'boolean', default: false },
  },
});

function workingCopy(file: string): string {
  const path = resolve(file);
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    copyFileSync(FIXTURES_FILE, path);
  }
  return path;
}

const source = values.memory ? freshFixtureDb() : workingCopy(values.db);
const { app } = createStub({ source, fixtures: freshFixtureDb, logger: values.log });
const port = Number(values.port);
const server = app.listen(port, values.host, () => {
  const where = typeof source === 'string' ? source : 'memory';
  console.info(`[stub] json-server stub on http://${values.host}:${port} (db: ${where})`);
});
server.on('error', (error) => {
  console.error(`[stub] cannot listen on ${values.host}:${port}: ${error.message}`);
  process.exit(1);
});
// Writes are synchronous (lowdb FileSync), so stopping at once loses nothing.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
