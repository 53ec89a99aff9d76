// The attribute lets plain Node ESM (Playwright's loader) import it too, not only Vite/Vitest/tsx.
import fixtures from '../fixtures/db.json' with { type: 'json' };
import { cloneDb, type Db } from './db';

/** A fresh copy of the committed fixtures (fixtures/db.json). */
export function freshFixtureDb(): Db {
  return cloneDb(fixtures as unknown as Db);
}
