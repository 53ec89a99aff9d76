import type { Db } from './db';
import { freshFixtureDb } from './fixtureDb';

/** An in-memory db for one JS realm (a test run or a browser tab), reset from fixtures. */
export function createMemoryDb(initial: () => Db = freshFixtureDb) {
  let db = initial();
  return {
    getDb: () => db,
    resetDb: () => {
      db = initial();
    },
    /** A scenario's data (mocks/scenarios.ts). */
    setDb: (next: Db) => {
      db = next;
    },
    /** What a reset goes back to. */
    base: initial,
  };
}
