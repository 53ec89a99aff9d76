import { demoAccounts, type DemoAccount } from '../../fixtures/demo-accounts';
import { hashPassword } from './passwords';
import { toUnixSeconds, withPasswordProvider, type UserRecord } from './records';

export type SeedAccount = Pick<DemoAccount, 'email' | 'password' | 'displayName'>;

/** A fixed time for seeded accounts: tokens the SDK kept from an earlier page load stay valid. */
const SEEDED_AT = Date.UTC(2026, 0, 1);

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A 28-character id like the emulator's, but the same for the same email on every page load, so a
 * demo account the SDK remembers is still found after a reload (the emulator's ids are random per seed).
 */
export function stableId(text: string, length = 28): string {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0;
  let id = '';
  for (let i = 0; i < length; i++) {
    hash = Math.imul(hash ^ (hash >>> 15), 2246822507) >>> 0;
    hash = (hash + 0x9e3779b9) >>> 0;
    id += ID_CHARS[hash % ID_CHARS.length];
  }
  return id;
}

/**
 * A seeded account's hash, worked out once per page (or test process): its salt is fixed, and the
 * password is the public one the README lists, so every store seeded with it gets the same hash.
 */
const seedHashes = new Map<string, Promise<string>>();
function seedHash(password: string, salt: string) {
  const key = `${salt}\n${password}`;
  let hash = seedHashes.get(key);
  if (!hash) {
    hash = hashPassword(password, salt);
    seedHashes.set(key, hash);
  }
  return hash;
}

/** The records the emulator holds after emulators/seed.ts (sign up, then the display name). */
export function seededUsers(accounts: readonly SeedAccount[] = demoAccounts): Promise<UserRecord[]> {
  return Promise.all(
    accounts.map(async (account) => {
      const email = account.email.toLowerCase();
      const salt = `seed${stableId(`salt:${email}`, 20)}`;
      return withPasswordProvider({
        localId: stableId(email),
        email,
        emailVerified: false,
        displayName: account.displayName,
        salt,
        passwordHash: await seedHash(account.password, salt),
        passwordUpdatedAt: SEEDED_AT,
        validSince: String(toUnixSeconds(SEEDED_AT)),
        createdAt: String(SEEDED_AT),
        lastLoginAt: String(SEEDED_AT),
      });
    }),
  );
}
