import type { Db } from './db';
import { freshFixtureDb } from './fixtureDb';

/** An in-memory db for one JS realm (a test run or a browser tab). */
export function createMemoryDb(initial: () => Db = freshFixtureDb) {
  let db = initial();
  return {
    getDb: () => db,
    resetDb: () => {
      db = initial();
    },
    setDb: (next: Db) => {
      db = next;
    },
    base: initial,
  };
}
