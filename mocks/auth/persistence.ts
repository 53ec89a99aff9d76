import type { UserRecord } from './records';

/** What the account store keeps between page loads. */
export interface PersistedAccounts {
  version: 1;
  users: UserRecord[];
}

/**
 * Where the account store keeps its accounts. `load` answers undefined when nothing was saved
 * yet (the store then seeds the demo accounts). Either method may be async (IndexedDB).
 */
export interface AuthPersistence {
  load(): PersistedAccounts | undefined | Promise<PersistedAccounts | undefined>;
  save(accounts: PersistedAccounts): void | Promise<void>;
  /** Forgets what was saved (the store's `reset()` seeds again). */
  clear?(): void | Promise<void>;
}

/** Keeps nothing: every page load starts from the seeded accounts (the default; tests, `npm run dev:msw`). */
export function memoryPersistence(): AuthPersistence {
  return { load: () => undefined, save: () => {} };
}

/** The accounts in one localStorage entry: a visitor's sign-ups survive a reload in that browser. */
export function localStoragePersistence(
  key = 'storefront-demo-auth',
  storage: Storage = localStorage,
): AuthPersistence {
  return {
    load() {
      try {
        const saved = JSON.parse(storage.getItem(key) ?? 'null') as PersistedAccounts | null;
        return saved?.version === 1 && Array.isArray(saved.users) ? saved : undefined;
      } catch {
        // Unreadable (edited by hand, or storage blocked): start from the seed rather than fail sign-in.
        return undefined;
      }
    },
    save(accounts) {
      try {
        storage.setItem(key, JSON.stringify(accounts));
      } catch {
        // Storage full or blocked: the accounts still live for this page load.
      }
    },
    clear: () => storage.removeItem(key),
  };
}
