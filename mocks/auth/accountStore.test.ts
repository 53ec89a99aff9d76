import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { createAuthStore } from './accountStore';
import { AuthApiError } from './errors';
import { localStoragePersistence } from './persistence';

/** localStorage's interface over a Map: one "browser profile" shared by the stores made over it. */
function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

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
    const storage = fakeStorage();
    const persistence = () => localStoragePersistence('demo-auth', storage);
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
    const storage = fakeStorage();
    storage.setItem('demo-auth', '{not json');
    const store = createAuthStore({ persistence: localStoragePersistence('demo-auth', storage) });
    expect(await store.users()).toHaveLength(demoAccounts.length);
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
