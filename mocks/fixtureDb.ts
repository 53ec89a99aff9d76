// The attribute lets plain Node ESM (Playwright's loader) import it too, not only Vite/Vitest/tsx.
import fixtures from '../fixtures/db.json' with { type: 'json' };
import type { Db } from './db';

/** A fresh deep copy of the committed fixtures (fixtures/db.json): a test or a reset never shares their objects. */
export function freshFixtureDb(): Db {
  return structuredClone(fixtures as unknown as Db);
}
