import { describe, expect, it } from 'vitest';
import { demoAccounts, demoGoogleAccounts } from '../fixtures/demo-accounts';
import { createDemoAuth, DEMO_AUTH_KEY, DEMO_SESSION_KEY, type DemoUser } from './demoAuth';
import { demoStorage } from './demoStorage';
import { readIdToken } from './idTokens';
import { memoryStorage } from './memoryStorage';
import { hashPassword, legacyPassword, newSalt, passwordMatches, PBKDF2_ITERATIONS } from './passwords';

const [ayesha] = demoAccounts as [(typeof demoAccounts)[number]];
const [karim] = demoGoogleAccounts as [(typeof demoGoogleAccounts)[number]];

/** A tab of one "browser": every tab made over the same storage shares its accounts and session. */
const tabOver = (storage: Storage) => createDemoAuth({ storage: demoStorage({ storage }), session: storage });
const saved = (storage: Storage) =>
  JSON.parse(storage.getItem(DEMO_AUTH_KEY) ?? 'null') as {
    users: { email?: string; salt?: string; passwordHash?: string }[];
  };
const codeOf = async (attempt: Promise<unknown>) =>
  ((await attempt.catch((error: unknown) => error)) as { code?: string }).code;

describe("the demo's sign-in (mocks/demoAuth.ts)", () => {
  it('signs a demo account in with its name, the same id on every load, and an ID token of the emulator shape', async () => {
    const storage = memoryStorage();
    const user = await tabOver(storage).signIn(ayesha.email.toUpperCase(), ayesha.password);
    expect(user).toMatchObject({ email: ayesha.email, displayName: ayesha.displayName, photoURL: null });
    const again = tabOver(memoryStorage());
    expect((await again.signIn(ayesha.email, ayesha.password)).uid).toBe(user.uid);
    const claims = readIdToken((await tabOver(storage).getIdToken())!);
    expect(claims).toMatchObject({
      sub: user.uid,
      email: ayesha.email,
      aud: 'demo-storefront',
      iss: 'https://securetoken.google.com/demo-storefront',
    });
    expect(claims!.exp - claims!.iat).toBe(3600);
  });

  // The codes the Firebase SDK gives against the Auth emulator: the app words each (src/auth/errors.ts).
  it.each([
    ['a wrong password', ayesha.email, 'not-her-password', 'auth/wrong-password'],
    ['an unknown email', 'nobody@example.test', 'secret1', 'auth/user-not-found'],
    ['a malformed email', 'nobody', 'secret1', 'auth/invalid-email'],
  ])('refuses a sign-in with %s, with the code the app translates', async (_, email, password, code) => {
    expect(await codeOf(tabOver(memoryStorage()).signIn(email, password))).toBe(code);
  });

  it.each([
    ['an email in use', ayesha.email, 'secret1', 'auth/email-already-in-use'],
    ['a weak password', 'weak@example.test', '123', 'auth/weak-password'],
    ['a malformed email', 'weak', 'secret1', 'auth/invalid-email'],
  ])('refuses a sign-up with %s', async (_, email, password, code) => {
    const refused = tabOver(memoryStorage()).signUp(email, password);
    await expect(refused).rejects.toMatchObject({ code, message: expect.stringMatching(/^Firebase: /) });
    expect(await codeOf(refused)).toBe(code);
  });

  it('hashes with PBKDF2-SHA-256, per-user random salts, and recognises only the same password', async () => {
    const salt = newSalt();
    expect(atob(salt)).toHaveLength(16);
    expect(newSalt()).not.toBe(salt);
    const hash = await hashPassword('Correct horse 1', salt);
    expect(hash).toMatch(new RegExp(`^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$[A-Za-z0-9+/]{43}=$`));
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(100_000);
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
    await tabOver(storage).signUp('visitor@example.test', secret);
    await tabOver(storage).signUp('other@example.test', secret);
    const raw = storage.getItem(DEMO_AUTH_KEY)!;
    expect(raw).not.toContain(secret);
    const [visitor, other] = saved(storage).users;
    expect(visitor!.passwordHash).toMatch(/^pbkdf2-sha256\$/);
    expect(visitor!.salt).not.toBe(other!.salt);
    expect(visitor!.passwordHash).not.toBe(other!.passwordHash);
    const reloaded = tabOver(storage);
    await expect(reloaded.signIn('visitor@example.test', secret)).resolves.toMatchObject({
      email: 'visitor@example.test',
    });
    expect(await codeOf(reloaded.signIn('visitor@example.test', 'wrong-one'))).toBe('auth/wrong-password');
  });

  it("two tabs: a sign-up in one signs in in the other, the session is shared, and neither loses the other's", async () => {
    const storage = memoryStorage();
    const [one, two] = [tabOver(storage), tabOver(storage)];
    await Promise.all([
      one.signUp('first@example.test', 'first-pass'),
      two.signUp('second@example.test', 'second-pass'),
    ]);
    expect(
      saved(storage)
        .users.map((user) => user.email)
        .sort(),
    ).toEqual(['first@example.test', 'second@example.test']);
    const heard: (DemoUser | null)[] = [];
    await one.signIn('first@example.test', 'first-pass');
    two.watchUser((user) => heard.push(user));
    await Promise.resolve();
    // The second tab reads who is signed in from the shared session (a real tab hears the storage event).
    expect(heard.at(-1)?.email).toBe('first@example.test');
    expect(storage.getItem(DEMO_SESSION_KEY)).toBe(heard.at(-1)!.uid);
    await one.updateUserProfile('First Shopper', null);
    expect((await tabOver(storage).signIn('first@example.test', 'first-pass')).displayName).toBe(
      'First Shopper',
    );
    await one.logOut();
    expect(await two.getIdToken()).toBeNull();
  });

  it('the Google picker: a new account with its name, then the same one; its email finds an account', async () => {
    const auth = tabOver(memoryStorage());
    const first = await auth.signInWithGoogle(karim);
    expect(first).toMatchObject({ email: karim.email, displayName: karim.name });
    await auth.logOut();
    expect((await auth.signInWithGoogle(karim)).uid).toBe(first.uid);
    expect(readIdToken((await auth.getIdToken())!)).toMatchObject({ email_verified: true });
    const [, other] = demoAccounts as [unknown, (typeof demoAccounts)[number]];
    const asDemo = await auth.signInWithGoogle({ sub: 'google-x', email: other.email, name: 'X' });
    expect(asDemo).toMatchObject({ email: other.email, displayName: other.displayName });
    await expect(auth.signInWithGoogle()).rejects.toThrow('Pick a test Google account');
  });

  it("checks a token for the MSW handlers: this browser's accounts only; a reset keeps only the demo accounts", async () => {
    const storage = memoryStorage();
    const auth = tabOver(storage);
    const visitor = await auth.signUp('visitor@example.test', 'secret1');
    const token = (await auth.getIdToken())!;
    await expect(auth.lookup(token)).resolves.toEqual({
      localId: visitor.uid,
      email: 'visitor@example.test',
    });
    await expect(tabOver(memoryStorage()).lookup(token)).rejects.toThrow('No account of this browser');
    await auth.reset();
    await expect(auth.lookup(token)).rejects.toThrow('No account of this browser');
    expect(await codeOf(auth.signIn('visitor@example.test', 'secret1'))).toBe('auth/user-not-found');
    await expect(auth.signIn(ayesha.email, ayesha.password)).resolves.toMatchObject({ email: ayesha.email });
  });

  it('a change the storage refuses is the SDK storage error; a sign-in still works, and the next load finds it', async () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    } as Storage;
    let cookie: string | null = null;
    const fallback = { get: () => cookie, set: (uid: string | null) => void (cookie = uid) };
    const load = () =>
      createDemoAuth({ storage: demoStorage({ storage: refusing }), session: refusing, fallback });
    const auth = load();
    expect(await codeOf(auth.signUp('visitor@example.test', 'secret1'))).toBe('auth/web-storage-unsupported');
    await auth.signIn(ayesha.email, ayesha.password);
    expect(readIdToken((await load().getIdToken())!)?.email).toBe(ayesha.email);
    await load().logOut();
    expect(await auth.getIdToken()).toBeNull();
  });

  it("upgrades an older build's plain passwords when the accounts load, and their owners still sign in", async () => {
    const storage = memoryStorage();
    const legacy = (
      email: string,
      password: string,
      localId: string,
      salt = 'fakeSaltABCDEFGHIJKLMNOPQRST',
    ) => ({
      localId,
      email,
      salt: 'fakeSaltABCDEFGHIJKLMNOPQRST',
      passwordHash: `fakeHash:salt=${salt}:password=${password}`,
      createdAt: '1767225600000',
    });
    storage.setItem(
      DEMO_AUTH_KEY,
      JSON.stringify({
        version: 1,
        users: [
          legacy('old@example.test', 'pass:with:colons', 'legacyUser00000000000000000001'),
          legacy('torn@example.test', 'lost', 'legacyUser00000000000000000002', 'another'),
        ],
      }),
    );
    const auth = tabOver(storage);
    await auth.ready;
    // Gone from storage at load, before anyone signs in.
    const raw = storage.getItem(DEMO_AUTH_KEY)!;
    expect(raw).not.toContain('fakeHash');
    expect(raw).not.toContain('pass:with:colons');
    await expect(auth.signIn('old@example.test', 'pass:with:colons')).resolves.toMatchObject({
      uid: 'legacyUser00000000000000000001',
    });
    // A record whose plain form cannot be read loses its password rather than keep it.
    expect(
      saved(storage).users.find((user) => user.email === 'torn@example.test')!.passwordHash,
    ).toBeUndefined();
    expect(await codeOf(auth.signIn('torn@example.test', 'lost'))).toBe('auth/wrong-password');
    expect(legacyPassword('fakeHash:salt=s:password=p:q', 's')).toBe('p:q');
    expect(legacyPassword('pbkdf2-sha256$1$AA==', 's')).toBeUndefined();
  });
});
