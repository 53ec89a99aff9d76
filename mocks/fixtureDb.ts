import fixtures from '../fixtures/db.json';
import { cloneDb, type Db } from './db';

/** A fresh copy of the committed fixtures (fixtures/db.json). */
export function freshFixtureDb(): Db {
  return cloneDb(fixtures as unknown as Db);
}
