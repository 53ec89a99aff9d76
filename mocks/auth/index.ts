/**
 * The Firebase Auth emulator inside the page (issue 36): an account store seeded with the demo
 * accounts, and MSW handlers answering the emulator's REST API from it.
 *
 *   const store = createAuthStore({ persistence: localStoragePersistence() });
 *   setupWorker(...authHandlers(store), ...productHandlers);
 *   // src/auth: connectAuthEmulator(auth, location.origin)
 */
export { createAuthStore, type AuthStore, type AuthStoreOptions } from './accountStore';
export { authHandlers } from './handlers';
export {
  DEMO_AUTH_KEY,
  localStoragePersistence,
  memoryPersistence,
  type AuthPersistence,
  type PersistedAccounts,
} from './persistence';
export type { UserRecord } from './records';
export { seededUsers, type SeedAccount } from './seed';
