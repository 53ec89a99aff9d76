import { cloneDb, type Db } from './db';
import { freshFixtureDb } from './fixtureDb';

/** What a demo visitor changed on the product backend: their favorites and sign-ups. */
interface VisitorData {
  version: 1;
  favorites: Db['favorites'];
  users: Db['users'];
}

function load(storage: Storage, key: string): VisitorData | undefined {
  try {
    const saved = JSON.parse(storage.getItem(key) ?? 'null') as VisitorData | null;
    return saved?.version === 1 && Array.isArray(saved.favorites) && Array.isArray(saved.users)
      ? saved
      : undefined;
  } catch {
    // Unreadable or blocked: the fixtures, rather than a demo that fails.
    return undefined;
  }
}

/**
 * The demo's product db (mocks/browser.ts): the fixtures with the visitor's favorites and users,
 * kept in their browser's localStorage so a reload finds them. The catalog is not kept: it is the
 * fixtures', and a scenario (`?scenario=`) changes data only until the next load.
 */
export function createDemoDb(key = 'storefront-demo-db', storage: Storage = localStorage) {
  const base = (): Db => {
    const db = freshFixtureDb();
    const saved = load(storage, key);
    return saved ? { ...db, favorites: saved.favorites, users: saved.users } : db;
  };
  let db = base();
  return {
    getDb: () => db,
    setDb: (next: Db) => {
      db = next;
    },
    base: () => cloneDb(base()),
    /** Keeps the visitor's favorites and users as they are now. */
    save() {
      try {
        const data: VisitorData = { version: 1, favorites: db.favorites, users: db.users };
        storage.setItem(key, JSON.stringify(data));
      } catch {
        // Storage full or blocked: the changes live for this page load.
      }
    },
    /** Forgets the visitor's changes: the fixtures again. */
    clear() {
      storage.removeItem(key);
      db = freshFixtureDb();
    },
  };
}
