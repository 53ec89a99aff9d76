import { demoStorage, type DemoStorage } from '../demoStorage';
import type { UserRecord } from './records';

/** What the account store keeps between page loads. */
export interface PersistedAccounts {
  version: 1;
  users: UserRecord[];
}

/**
 * Where the account store keeps its accounts. `load` answers undefined when nothing was saved
 * yet (the store then seeds the demo accounts). Either method may be async (IndexedDB). The store
 * loads again before every operation, so what another tab saved is what it answers from.
 */
export interface AuthPersistence {
  load(): PersistedAccounts | undefined | Promise<PersistedAccounts | undefined>;
  /** Throws (or rejects) when the accounts could not be kept: the store then undoes the change. */
  save(accounts: PersistedAccounts): void | Promise<void>;
  /** Forgets what was saved (the store's `reset()` seeds again). */
  clear?(): void | Promise<void>;
  /**
   * Runs `step` alone among every store sharing this persistence (other tabs too): the load, the
   * change and the save inside it are one step. Without it, alone among this store's operations.
   */
  exclusive?<T>(step: () => Promise<T>): Promise<T>;
}

/** Keeps the accounts in this store's memory only: every page load starts from the seeded accounts (the default; tests, `npm run dev:msw`). */
export function memoryPersistence(): AuthPersistence {
  let saved: PersistedAccounts | undefined;
  return {
    load: () => saved && structuredClone(saved),
    save: (accounts) => void (saved = structuredClone(accounts)),
    clear: () => void (saved = undefined),
  };
}

export const DEMO_AUTH_KEY = 'storefront-demo-auth';

const isPersistedAccounts = (value: unknown): value is PersistedAccounts => {
  const saved = value as Partial<PersistedAccounts> | null;
  return saved?.version === 1 && Array.isArray(saved.users);
};

/**
 * The accounts in one localStorage entry, shared by the tabs of the site: a visitor's sign-ups
 * survive a reload, and a sign-up in one tab signs in in another. Unreadable data (edited by hand,
 * an older or a newer build's) is set aside and the seed used, rather than failing sign-in.
 */
export function localStoragePersistence(
  key = DEMO_AUTH_KEY,
  storage: DemoStorage = demoStorage(),
): AuthPersistence {
  const entry = storage.entry(key, isPersistedAccounts);
  return {
    load: () => entry.read(),
    save: (accounts) => entry.write(accounts),
    clear: () => entry.remove(),
    exclusive: (step) => entry.exclusive(step),
  };
}
