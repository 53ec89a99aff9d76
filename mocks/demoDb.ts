import type { Db } from './db';
import { demoStorage, NotKeptError, type DemoStorage } from './demoStorage';
import { freshFixtureDb } from './fixtureDb';
import type { Reply } from './store';

/** What a demo visitor changed on the product backend: their favorites and sign-ups. */
interface VisitorData {
  version: 1;
  favorites: Db['favorites'];
  users: Db['users'];
}

const isVisitorData = (value: unknown): value is VisitorData => {
  const data = value as Partial<VisitorData> | null;
  return data?.version === 1 && Array.isArray(data.favorites) && Array.isArray(data.users);
};

/** The answer to a change the browser did not keep: a failed write, as the stub's own 5xx are. */
export const notKeptReply = (): Reply => ({
  status: 507,
  body: { error: 'This browser did not keep the change (its storage is full or blocked)' },
});

export const DEMO_DB_KEY = 'storefront-demo-db';

/**
 * The demo's product db: the fixtures with the visitor's favorites and users kept in localStorage,
 * so a reload and every other tab find them; each change is made under the lock by `write`.
 */
export function createDemoDb(key = DEMO_DB_KEY, storage: DemoStorage = demoStorage()) {
  const entry = storage.entry(key, isVisitorData);
  const fixtures = freshFixtureDb();
  const visitorData = (): Pick<Db, 'favorites' | 'users'> =>
    entry.read() ?? structuredClone({ favorites: fixtures.favorites, users: fixtures.users });
  const base = (): Db => ({ ...structuredClone(fixtures), ...visitorData() });
  let db = base();
  /** The stored favorites and users, as another tab may have left them; the catalog stays. */
  const refresh = () => {
    db = { ...db, ...visitorData() };
  };
  return {
    getDb: () => db,
    setDb: (next: Db) => {
      db = next;
    },
    base,
    refresh,
    /** Runs one rule on the stored data and keeps its change; one the browser refuses is undone, 507. */
    write: (run: () => Reply | null): Promise<Reply | null> =>
      entry.exclusive(() => {
        refresh();
        const reply = run();
        if (!reply?.changed) return reply;
        try {
          entry.write({ version: 1, favorites: db.favorites, users: db.users });
          return reply;
        } catch (error) {
          if (!(error instanceof NotKeptError)) throw error;
          refresh();
          return notKeptReply();
        }
      }),
    /** Forgets the visitor's changes: the fixtures again, now and on the next load. */
    clear: () =>
      entry.exclusive(() => {
        entry.remove();
        db = base();
      }),
  };
}

export type DemoDb = ReturnType<typeof createDemoDb>;
