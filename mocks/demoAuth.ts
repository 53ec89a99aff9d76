import { demoAccounts } from '../fixtures/demo-accounts';
import { setIdTokenSource } from '../src/api/idToken';
import { TokenRefused } from './access';
import { demoStorage, type DemoStorage } from './demoStorage';
import { readIdToken, signIdToken } from './idTokens';
import { memoryStorage } from './memoryStorage';
import { hashPassword, isLegacyHash, legacyPassword, newSalt, passwordMatches } from './passwords';

/**
 * Sign-in for `npm run dev:msw` and the static demo (decision 045): src/auth/firebase.ts's six
 * functions with no Firebase SDK, picked when `VITE_MSW` is set at build time. A visitor's accounts
 * live in one localStorage entry (dev:msw: memory), passwords hashed (decision 040); who is signed
 * in is kept apart, so every tab signs in and out together. Tokens have the Auth emulator's shape.
 */

export interface DemoUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

/** An account as kept, in the Auth emulator's field names (earlier builds' data still reads). */
interface Account {
  localId: string;
  email?: string;
  displayName?: string;
  photoUrl?: string;
  salt?: string;
  passwordHash?: string;
  /** The Google test account's `sub`, once it signed in. */
  googleId?: string;
}

interface Saved {
  version: 1;
  users: Account[];
}

export const DEMO_AUTH_KEY = 'storefront-demo-auth';
/** Who is signed in: the account's id. */
export const DEMO_SESSION_KEY = 'storefront-demo-session';
const PROJECT_ID = 'demo-storefront';
const TOKEN_SECONDS = 60 * 60;
const PASSWORD_MIN_LENGTH = 6;

const isSaved = (value: unknown): value is Saved => {
  const saved = value as Partial<Saved> | null;
  return saved?.version === 1 && Array.isArray(saved.users);
};

/** The SDK's error for a code: the app words the code (src/auth/errors.ts) and shows it beneath. */
function authError(code: string, message = `Error (auth/${code}).`): Error {
  return Object.assign(new Error(`Firebase: ${message}`), { code: `auth/${code}` });
}

/** The same 28-character id for the same text on every load. */
function stableId(text: string): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0;
  let id = '';
  for (let i = 0; i < 28; i++) {
    hash = Math.imul(hash ^ (hash >>> 15), 2246822507) >>> 0;
    hash = (hash + 0x9e3779b9) >>> 0;
    id += chars[hash % chars.length];
  }
  return id;
}

const seeded: Account[] = demoAccounts.map(({ email, displayName }) => ({
  localId: stableId(email),
  email,
  displayName,
}));

/** localStorage where it can be used; in memory where it cannot (blocked, or Node). */
function sessionStore(): Storage {
  try {
    localStorage.getItem(DEMO_SESSION_KEY);
    return localStorage;
  } catch {
    return memoryStorage();
  }
}

/** Where who is signed in goes when localStorage refuses it (full or blocked): a cookie, which a reload still finds. */
export interface SessionFallback {
  get(): string | null;
  set(uid: string | null): void;
}

function cookieFallback(): SessionFallback {
  let uid: string | null = null;
  if (typeof document === 'undefined') return { get: () => uid, set: (next) => void (uid = next) };
  return {
    get: () => new RegExp(`(?:^|; )${DEMO_SESSION_KEY}=(\\w+)`).exec(document.cookie)?.[1] ?? null,
    set: (next) => {
      document.cookie = `${DEMO_SESSION_KEY}=${next ?? ''}; path=/; SameSite=Strict${next ? '' : '; max-age=0'}`;
    },
  };
}

export interface DemoAuthOptions {
  /** Where the visitor's accounts are kept; in memory by default (dev:msw, tests). */
  storage?: DemoStorage;
  /** Where who is signed in is kept (shared by the tabs). */
  session?: Storage;
  fallback?: SessionFallback;
  now?: () => number;
}

/** The demo's accounts and sign-in, over one storage (tests make one per "browser"). */
export function createDemoAuth({
  storage = demoStorage({ storage: memoryStorage() }),
  session = sessionStore(),
  fallback = cookieFallback(),
  now = Date.now,
}: DemoAuthOptions = {}) {
  const entry = storage.entry(DEMO_AUTH_KEY, isSaved);
  const listeners = new Set<(user: DemoUser | null) => void>();

  const saved = () => entry.read()?.users ?? [];
  const accounts = () => {
    const mine = saved();
    return [...mine, ...seeded.filter((seed) => !mine.some((user) => user.localId === seed.localId))];
  };
  const byId = (uid: string | null) => accounts().find((user) => user.localId === uid);
  const byEmail = (email: string) => accounts().find((user) => user.email === email);
  // Older builds kept passwords as typed: hashed on the first load (decision 040).
  const ready = entry.exclusive(async () => {
    const users = saved();
    if (!users.some((user) => isLegacyHash(user.passwordHash))) return;
    const upgraded = await Promise.all(
      users.map(async ({ passwordHash, salt, ...user }) => {
        if (!isLegacyHash(passwordHash)) return { ...user, passwordHash, salt };
        const password = legacyPassword(passwordHash, salt);
        if (password === undefined) return user;
        const newOne = newSalt();
        return { ...user, salt: newOne, passwordHash: await hashPassword(password, newOne) };
      }),
    );
    try {
      entry.write({ version: 1, users: upgraded });
    } catch {
      // Nothing kept: the next load upgrades them again.
    }
  });

  /** One read-modify-write of the visitor's accounts, alone among the tabs; a refused write is the SDK's storage error. */
  const change = async (step: () => Promise<Account>) => {
    await ready;
    return entry.exclusive(async () => {
      const users = saved();
      const account = await step();
      const next = [...users.filter((user) => user.localId !== account.localId), account];
      try {
        entry.write({ version: 1, users: next });
      } catch {
        throw authError('web-storage-unsupported');
      }
      return account;
    });
  };

  const signedInId = () => {
    try {
      const uid = session.getItem(DEMO_SESSION_KEY);
      if (uid) return uid;
    } catch {
      // Blocked: the fallback answers.
    }
    return fallback.get();
  };
  const current = (): DemoUser | null => {
    const account = byId(signedInId());
    return account ? toUser(account) : null;
  };
  const notify = () => {
    const user = current();
    for (const listener of listeners) listener(user);
  };
  /** Kept for every tab (localStorage: they hear of it); where localStorage refuses it, in the fallback. */
  const setSession = (account: Account | null) => {
    fallback.set(null);
    try {
      if (account) session.setItem(DEMO_SESSION_KEY, account.localId);
      else session.removeItem(DEMO_SESSION_KEY);
    } catch {
      try {
        session.removeItem(DEMO_SESSION_KEY);
      } catch {
        // Blocked altogether.
      }
      fallback.set(account?.localId ?? null);
    }
    notify();
    return account && toUser(account);
  };

  const toUser = (account: Account): DemoUser => ({
    uid: account.localId,
    email: account.email ?? null,
    displayName: account.displayName ?? null,
    photoURL: account.photoUrl ?? null,
  });

  /** An ID token in the Auth emulator's shape, as the stub's and the MSW handlers' verifier reads it. */
  const idToken = (account: Account): string => {
    const iat = Math.floor(now() / 1000);
    return signIdToken({
      ...(account.email && { email: account.email, email_verified: !!account.googleId }),
      auth_time: iat,
      user_id: account.localId,
      firebase: {
        identities: account.email ? { email: [account.email] } : {},
        sign_in_provider: account.googleId ? 'google.com' : 'password',
      },
      iat,
      exp: iat + TOKEN_SECONDS,
      aud: PROJECT_ID,
      iss: `https://securetoken.google.com/${PROJECT_ID}`,
      sub: account.localId,
    });
  };

  const checkEmail = (email: string) => {
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw authError('invalid-email');
    return email.toLowerCase();
  };

  return {
    /** Settles once an older build's plain passwords are hashed. */
    ready,
    watchUser(callback: (user: DemoUser | null) => void): () => void {
      listeners.add(callback);
      // Another tab signed in or out, changed a profile, or reset the demo.
      const onStorage = ({ key }: StorageEvent) => {
        if (key === null || key === DEMO_SESSION_KEY || key === DEMO_AUTH_KEY) callback(current());
      };
      globalThis.addEventListener?.('storage', onStorage);
      queueMicrotask(() => listeners.has(callback) && callback(current()));
      return () => {
        listeners.delete(callback);
        globalThis.removeEventListener?.('storage', onStorage);
      };
    },

    async signIn(email: string, password: string): Promise<DemoUser> {
      await ready;
      const account = byEmail(checkEmail(email));
      if (!account) throw authError('user-not-found');
      const demo = demoAccounts.find((seed) => seed.email === account.email);
      const matches = account.passwordHash
        ? await passwordMatches(password, account.passwordHash, account.salt ?? '')
        : !account.googleId && demo?.password === password;
      if (!matches) throw authError('wrong-password');
      return setSession(account)!;
    },

    async signUp(email: string, password: string): Promise<DemoUser> {
      const canonical = checkEmail(email);
      if (password.length < PASSWORD_MIN_LENGTH)
        throw authError('weak-password', 'Password should be at least 6 characters (auth/weak-password).');
      const account = await change(async () => {
        if (byEmail(canonical)) throw authError('email-already-in-use');
        const salt = newSalt();
        const localId = stableId(`${canonical}:${salt}`);
        return { localId, email: canonical, salt, passwordHash: await hashPassword(password, salt) };
      });
      return setSession(account)!;
    },

    async updateUserProfile(displayName: string, photoURL: string | null): Promise<DemoUser> {
      const uid = signedInId();
      if (!byId(uid)) throw new Error('Nobody is signed in, so the profile cannot be updated.');
      const account = await change(async () => ({
        ...byId(uid)!,
        displayName,
        ...(photoURL && { photoUrl: photoURL }),
      }));
      return toUser(account);
    },

    async logOut(): Promise<void> {
      setSession(null);
    },

    /** The Auth emulator's picker gives the account: its Google id signs in again, its email finds an account. */
    async signInWithGoogle(testAccount?: { sub: string; email: string; name: string }): Promise<DemoUser> {
      if (!testAccount) throw new Error('Pick a test Google account in the emulator dialog.');
      const email = checkEmail(testAccount.email);
      const known = accounts().find((user) => user.googleId === testAccount.sub) ?? byEmail(email);
      const account = await change(async () =>
        known
          ? { ...known, googleId: testAccount.sub }
          : {
              localId: stableId(`google:${testAccount.sub}`),
              email,
              displayName: testAccount.name,
              googleId: testAccount.sub,
            },
      );
      return setSession(account)!;
    },

    /** The signed-in user's ID token (the backend client's bearer token), or null. */
    async getIdToken(): Promise<string | null> {
      const account = byId(signedInId());
      return account ? idToken(account) : null;
    },

    /** The MSW handlers' check of a token (mocks/idTokens.ts): refused when no account of this browser has it. */
    async lookup(token: string) {
      const account = byId(readIdToken(token)?.sub ?? null);
      if (!account) throw new TokenRefused('No account of this browser has this ID token: sign in again.');
      return { localId: account.localId, email: account.email };
    },

    /** "Reset demo data": the demo accounts only (the caller signed out first). */
    reset: () => entry.exclusive(() => entry.remove()),
  };
}

export type DemoAuth = ReturnType<typeof createDemoAuth>;

let auth: DemoAuth | undefined;
const demoAuth = () => (auth ??= createDemoAuth());

/** mocks/browser.ts, as the worker starts: the demo keeps the accounts in the visitor's storage. */
export function keepAccountsIn(storage: DemoStorage | undefined): DemoAuth {
  auth = createDemoAuth(storage && { storage });
  return auth;
}

// The six functions of src/auth/firebase.ts.
setIdTokenSource(() => demoAuth().getIdToken());
export const watchUser: DemoAuth['watchUser'] = (callback) => demoAuth().watchUser(callback);
export const signIn: DemoAuth['signIn'] = (email, password) => demoAuth().signIn(email, password);
export const signUp: DemoAuth['signUp'] = (email, password) => demoAuth().signUp(email, password);
export const updateUserProfile: DemoAuth['updateUserProfile'] = (name, photo) =>
  demoAuth().updateUserProfile(name, photo);
export const logOut: DemoAuth['logOut'] = () => demoAuth().logOut();
export const signInWithGoogle: DemoAuth['signInWithGoogle'] = (account) =>
  demoAuth().signInWithGoogle(account);
