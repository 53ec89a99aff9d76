import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { createAuthStore } from './accountStore';
import { AuthApiError } from './errors';
import { demoStorage } from '../demoStorage';
import { memoryStorage } from '../memoryStorage';
import { localStoragePersistence, type AuthPersistence, type PersistedAccounts } from './persistence';

const [ayesha] = demoAccounts as [(typeof demoAccounts)[number]];
const signUp = (store: ReturnType<typeof createAuthStore>, email: string) =>
  store.signUp({ email, password: 'secret1', returnSecureToken: true });

describe('the in-browser account store', () => {
  it('gives the demo accounts the same ids on every page load, so a remembered token still signs in', async () => {
    const first = await createAuthStore().signInWithPassword({
      email: ayesha.email,
      password: ayesha.password,
    });
    const second = createAuthStore();
    expect((await second.users()).map((u) => u.localId)).toContain(first.localId);
    expect(await second.lookup({ idToken: first.idToken })).toMatchObject({
      users: [{ email: ayesha.email }],
    });
  });

  it('keeps sign-ups in localStorage for the next page load, and reset() brings the seed back', async () => {
    const storage = memoryStorage();
    const persistence = () => localStoragePersistence('demo-auth', demoStorage({ storage }));
    await signUp(createAuthStore({ persistence: persistence() }), 'visitor@example.test');

    const reloaded = createAuthStore({ persistence: persistence() });
    expect((await reloaded.users()).map((u) => u.email)).toContain('visitor@example.test');
    await expect(signUp(reloaded, 'visitor@example.test')).rejects.toThrow('EMAIL_EXISTS');

    await reloaded.reset();
    const afterReset = createAuthStore({ persistence: persistence() });
    expect((await afterReset.users()).map((u) => u.email).sort()).toEqual(
      demoAccounts.map((a) => a.email).sort(),
    );
  });

  it('starts from the seed when the saved entry is unreadable', async () => {
    for (const raw of ['{not json', '{"version":2,"users":[]}']) {
      const storage = memoryStorage();
      storage.setItem('demo-auth', raw);
      const kept = demoStorage({ storage });
      const store = createAuthStore({ persistence: localStoragePersistence('demo-auth', kept) });
      expect(await store.users()).toHaveLength(demoAccounts.length);
      await expect(
        store.signInWithPassword({ email: ayesha.email, password: ayesha.password }),
      ).resolves.toMatchObject({
        registered: true,
      });
      expect(kept.state().setAside).toBe(true);
      expect(storage.getItem('demo-auth.set-aside')).toBe(raw);
    }
  });

  it("two tabs over one storage: a sign-up in one signs in in the other, and neither loses the other's", async () => {
    const storage = memoryStorage();
    const tab = () =>
      createAuthStore({ persistence: localStoragePersistence('demo-auth', demoStorage({ storage })) });
    const [one, two] = [tab(), tab()];
    await Promise.all([one.users(), two.users()]);
    // Each store loaded the accounts before the other's sign-up.
    await signUp(one, 'first@example.test');
    await signUp(two, 'second@example.test');
    await expect(
      two.signInWithPassword({ email: 'first@example.test', password: 'secret1' }),
    ).resolves.toMatchObject({ email: 'first@example.test' });
    await expect(signUp(one, 'second@example.test')).rejects.toThrow('EMAIL_EXISTS');
    const emails = (await tab().users()).map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['first@example.test', 'second@example.test']));
  });

  it('an async persistence (IndexedDB-like): operations in flight together keep every change', async () => {
    let saved: PersistedAccounts | undefined;
    const later = () => new Promise((resolve) => setTimeout(resolve, 1));
    const slow = (): AuthPersistence => ({
      load: async () => (await later(), saved && structuredClone(saved)),
      save: async (accounts) => void (await later(), (saved = structuredClone(accounts))),
    });
    // Without a lock shared by the two stores, one's load-change-save would interleave with the other's.
    const shared = demoStorage({ storage: memoryStorage() }).entry('accounts', (v): v is never => !!v);
    const locked = (persistence: AuthPersistence): AuthPersistence => ({
      ...persistence,
      exclusive: (step) => shared.exclusive(step),
    });
    const [three, four] = [
      createAuthStore({ persistence: locked(slow()) }),
      createAuthStore({ persistence: locked(slow()) }),
    ];
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((name, i) => signUp([three, four][i % 2]!, `${name}@example.test`)),
    );
    expect((await three.users()).map((u) => u.email)).toEqual(
      expect.arrayContaining(['a', 'b', 'c', 'd'].map((name) => `${name}@example.test`)),
    );
  });

  it('a change the storage refuses is undone and answered as an error; a sign-in still works', async () => {
    const storage = memoryStorage();
    const kept = demoStorage({ storage });
    const store = createAuthStore({ persistence: localStoragePersistence('demo-auth', kept) });
    await store.users();
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const error = await signUp(store, 'visitor@example.test').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthApiError);
    expect((error as AuthApiError).code).toBe(507);
    expect((error as AuthApiError).message).toMatch(/^WEB_STORAGE_UNSUPPORTED : /);
    expect((await store.users()).map((u) => u.email)).not.toContain('visitor@example.test');
    // Only the sign-in times change: not kept, and not worth refusing a sign-in for.
    const signedIn = await store.signInWithPassword({ email: ayesha.email, password: ayesha.password });
    await expect(
      store.grantToken({ grantType: 'refresh_token', refreshToken: signedIn.refreshToken }),
    ).resolves.toMatchObject({
      user_id: signedIn.localId,
    });
    await expect(store.update({ idToken: signedIn.idToken, displayName: 'Someone else' })).rejects.toThrow(
      /WEB_STORAGE_UNSUPPORTED/,
    );
    expect(kept.state().kept).toBe(false);
  });

  it('throws the emulator error with its body', async () => {
    const error = await signUp(createAuthStore(), ayesha.email).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthApiError);
    expect((error as AuthApiError).body).toEqual({
      error: {
        code: 400,
        message: 'EMAIL_EXISTS',
        errors: [{ message: 'EMAIL_EXISTS', reason: 'invalid', domain: 'global' }],
      },
    });
  });
});
