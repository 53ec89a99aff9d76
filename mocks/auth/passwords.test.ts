import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { demoStorage } from '../demoStorage';
import { memoryStorage } from '../memoryStorage';
import { createAuthStore } from './accountStore';
import { hashPassword, legacyPassword, newSalt, passwordMatches, PBKDF2_ITERATIONS } from './passwords';
import { DEMO_AUTH_KEY, localStoragePersistence, type PersistedAccounts } from './persistence';
import { seededUsers } from './seed';

const [ayesha] = demoAccounts as [(typeof demoAccounts)[number]];
const tabOver = (storage: Storage) =>
  createAuthStore({ persistence: localStoragePersistence(DEMO_AUTH_KEY, demoStorage({ storage })) });
const saved = (storage: Storage) => JSON.parse(storage.getItem(DEMO_AUTH_KEY) ?? 'null') as PersistedAccounts;
const codeOf = async (attempt: Promise<unknown>) =>
  ((await attempt.catch((error: unknown) => error)) as Error).message;

describe('passwords in the in-browser Auth', () => {
  it('hashes with PBKDF2-SHA-256, per-user random salts, and recognises only the same password', async () => {
    const salt = newSalt();
    expect(atob(salt)).toHaveLength(16);
    expect(newSalt()).not.toBe(salt);
    const hash = await hashPassword('Correct horse 1', salt);
    expect(hash).toMatch(new RegExp(`^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$[A-Za-z0-9+/]{43}=$`));
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(100_000);
    expect(hash).not.toContain('Correct horse 1');
    expect(await passwordMatches('Correct horse 1', hash, salt)).toBe(true);
    expect(await passwordMatches('Correct horse 2', hash, salt)).toBe(false);
    expect(await passwordMatches('Correct horse 1', hash, newSalt())).toBe(false);
    // Another form (an older build's, or a damaged one) never matches.
    expect(await passwordMatches('x', `fakeHash:salt=${salt}:password=x`, salt)).toBe(false);
    expect(await passwordMatches('x', 'pbkdf2-sha256$0$AAAA', salt)).toBe(false);
    expect(await passwordMatches('x', 'pbkdf2-sha256$10$***', salt)).toBe(false);
  });

  it('keeps no password as typed: a sign-up is stored hashed, and signs in again after a reload', async () => {
    const storage = memoryStorage();
    const secret = 'my-Real-Password-42';
    await tabOver(storage).signUp({
      email: 'visitor@example.test',
      password: secret,
      returnSecureToken: true,
    });
    await tabOver(storage).signUp({ email: 'other@example.test', password: secret, returnSecureToken: true });
    const raw = storage.getItem(DEMO_AUTH_KEY)!;
    expect(raw).not.toContain(secret);
    expect(raw).not.toContain('fakeHash');
    const [visitor, other] = ['visitor@example.test', 'other@example.test'].map((email) =>
      saved(storage).users.find((user) => user.email === email)!,
    );
    expect(visitor!.salt).not.toBe(other!.salt);
    expect(visitor!.passwordHash).not.toBe(other!.passwordHash);

    const reloaded = tabOver(storage);
    await expect(
      reloaded.signInWithPassword({ email: 'visitor@example.test', password: secret }),
    ).resolves.toMatchObject({ registered: true, email: 'visitor@example.test' });
    // The emulator's answers stay as they were.
    expect(
      await codeOf(reloaded.signInWithPassword({ email: 'visitor@example.test', password: 'wrong-one' })),
    ).toBe('INVALID_PASSWORD');
    expect(
      await codeOf(reloaded.signInWithPassword({ email: 'nobody@example.test', password: secret })),
    ).toBe('EMAIL_NOT_FOUND');
  });

  it('two tabs: a password changed in one is the password in the other', async () => {
    const storage = memoryStorage();
    const [one, two] = [tabOver(storage), tabOver(storage)];
    const created = await one.signUp({
      email: 'tabs@example.test',
      password: 'first-pass',
      returnSecureToken: true,
    });
    await one.update({ idToken: created.idToken, password: 'second-pass', returnSecureToken: true });
    expect(await codeOf(two.signInWithPassword({ email: 'tabs@example.test', password: 'first-pass' }))).toBe(
      'INVALID_PASSWORD',
    );
    await expect(
      two.signInWithPassword({ email: 'tabs@example.test', password: 'second-pass' }),
    ).resolves.toMatchObject({
      registered: true,
    });
    expect(storage.getItem(DEMO_AUTH_KEY)).not.toMatch(/first-pass|second-pass/);
  });

  it("upgrades an older build's plain passwords when the accounts load, and their owners still sign in", async () => {
    const storage = memoryStorage();
    const seeded = await seededUsers();
    const legacy = (email: string, password: string, localId: string) => ({
      localId,
      email,
      emailVerified: false,
      salt: 'fakeSaltABCDEFGHIJKLMNOPQRST',
      passwordHash: `fakeHash:salt=fakeSaltABCDEFGHIJKLMNOPQRST:password=${password}`,
      createdAt: '1767225600000',
      providerUserInfo: [{ providerId: 'password', email, federatedId: email, rawId: email }],
    });
    storage.setItem(
      DEMO_AUTH_KEY,
      JSON.stringify({
        version: 1,
        users: [
          ...seeded,
          legacy('old@example.test', 'pass:with:colons', 'legacyUser00000000000000000001'),
          { ...legacy('torn@example.test', 'lost', 'legacyUser00000000000000000002'), salt: 'another' },
        ],
      }),
    );
    const store = tabOver(storage);
    await store.ready;
    // Gone from storage at load, before anyone signs in.
    const raw = storage.getItem(DEMO_AUTH_KEY)!;
    expect(raw).not.toContain('fakeHash');
    expect(raw).not.toContain('pass:with:colons');
    const old = saved(storage).users.find((user) => user.email === 'old@example.test')!;
    expect(old.passwordHash).toMatch(/^pbkdf2-sha256\$/);
    await expect(
      store.signInWithPassword({ email: 'old@example.test', password: 'pass:with:colons' }),
    ).resolves.toMatchObject({
      localId: 'legacyUser00000000000000000001',
    });
    // A record whose plain form cannot be read loses its password rather than keep it.
    const torn = saved(storage).users.find((user) => user.email === 'torn@example.test')!;
    expect(torn.passwordHash).toBeUndefined();
    expect(torn.providerUserInfo ?? []).toEqual([]);
    expect(await codeOf(store.signInWithPassword({ email: 'torn@example.test', password: 'lost' }))).toBe(
      'INVALID_PASSWORD',
    );
    await expect(
      store.signInWithPassword({ email: ayesha.email, password: ayesha.password }),
    ).resolves.toMatchObject({
      registered: true,
    });
    expect(legacyPassword('fakeHash:salt=s:password=p:q', 's')).toBe('p:q');
    expect(legacyPassword('pbkdf2-sha256$1$AA==', 's')).toBeUndefined();
  });
});
