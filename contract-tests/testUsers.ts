/**
 * The two signed-in users the contract suite sends its wishlist calls as (issue 50): signed up (or
 * in) at an Auth emulator, or two users a real project already has (`npm run check:backend`).
 */
import { waitForEmulator } from '../emulators/authEmulator';

export interface TestUser {
  email: string;
  idToken: string;
  /** A short name for sentences: the email's local part. */
  name: string;
}

export interface TestUsers {
  one: TestUser;
  two: TestUser;
  /** Emulator tokens are unsigned (`alg: none`): a tampered one cannot be told from a real one. */
  source: 'emulator' | 'project';
  /** Forgets the accounts this run created in an emulator (none for a real project). */
  release(): Promise<void>;
}

export interface Credentials {
  email: string;
  password: string;
}

/** The emulator takes any web API key. */
const EMULATOR_KEY = 'demo-api-key';
const GOOGLE_IDENTITY = 'https://identitytoolkit.googleapis.com';

const nameOf = (email: string) => email.split('@')[0] ?? email;

/** An emulator's origin from FIREBASE_AUTH_EMULATOR_HOST (`host:port`, as the Admin SDK reads it) or a URL. */
export function emulatorOrigin(hostOrUrl: string): string {
  const value = hostOrUrl.trim().replace(/\/+$/, '');
  return /^https?:\/\//.test(value) ? value : `http://${value}`;
}

/** `email:password` (the password may hold colons); undefined when it is not that. */
export function parseCredentials(value: string | undefined): Credentials | undefined {
  const at = value?.indexOf(':') ?? -1;
  if (!value || at <= 0 || at === value.length - 1) return undefined;
  const email = value.slice(0, at).trim();
  return email.includes('@') ? { email, password: value.slice(at + 1) } : undefined;
}

async function identityCall(
  origin: string,
  operation: string,
  key: string,
  body: Record<string, unknown>,
): Promise<{ ok: boolean; status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(
      `${origin}/identitytoolkit.googleapis.com/v1/accounts:${operation}?key=${encodeURIComponent(key)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
  } catch (error) {
    const reason = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new Error(
      `Firebase Auth at ${origin} did not answer (${reason?.code ?? reason?.message ?? (error as Error).message})`,
      { cause: error },
    );
  }
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { error: { message: text.slice(0, 200) } };
  }
  return { ok: response.ok, status: response.status, body: parsed };
}

const authError = (body: Record<string, unknown>) =>
  String((body.error as { message?: unknown } | undefined)?.message ?? JSON.stringify(body));

async function signIn(origin: string, key: string, user: Credentials): Promise<TestUser> {
  const answer = await identityCall(origin, 'signInWithPassword', key, { ...user, returnSecureToken: true });
  if (!answer.ok || typeof answer.body.idToken !== 'string')
    throw new Error(`${user.email} could not sign in at ${origin}: ${authError(answer.body)}`);
  return { email: user.email, idToken: answer.body.idToken, name: nameOf(user.email) };
}

/** An existing user, signed in at the Auth emulator `emulator` (host:port or URL), else with `apiKey`. */
export function signInWithPassword(
  user: Credentials,
  where: { emulator?: string; apiKey?: string },
): Promise<TestUser> {
  if (where.emulator) return signIn(emulatorOrigin(where.emulator), EMULATOR_KEY, user);
  if (where.apiKey) return signIn(GOOGLE_IDENTITY, where.apiKey, user);
  return Promise.reject(
    new Error(`${user.email} cannot sign in: neither an Auth emulator nor an API key is given`),
  );
}

/** Two users of an Auth emulator, signed up or (when they exist) in; `release` may delete them. */
export async function emulatorUsers(
  emulator: string,
  users: [Credentials, Credentials],
  options: { deleteOnRelease?: boolean } = {},
): Promise<TestUsers> {
  const origin = emulatorOrigin(emulator);
  const signedIn: TestUser[] = [];
  const signUpOrIn = async (user: Credentials, attempts: number): Promise<TestUser> => {
    const created = await identityCall(origin, 'signUp', EMULATOR_KEY, { ...user, returnSecureToken: true });
    if (created.ok && typeof created.body.idToken === 'string')
      return { email: user.email, idToken: created.body.idToken, name: nameOf(user.email) };
    if (!authError(created.body).startsWith('EMAIL_EXISTS'))
      throw new Error(
        `The Auth emulator at ${origin} did not sign up ${user.email}: ${authError(created.body)}`,
      );
    try {
      return await signIn(origin, EMULATOR_KEY, user);
    } catch (error) {
      // Wiped in between (the auth contract suite wipes the shared emulator): sign up again.
      if (attempts > 1) return signUpOrIn(user, attempts - 1);
      throw error;
    }
  };
  for (const user of users) signedIn.push(await signUpOrIn(user, 3));
  return {
    one: signedIn[0]!,
    two: signedIn[1]!,
    source: 'emulator',
    async release() {
      if (!options.deleteOnRelease) return;
      for (const user of signedIn)
        await identityCall(origin, 'delete', EMULATOR_KEY, { idToken: user.idToken });
    },
  };
}

/** Two users of a real Firebase project, signed in with the project's web API key. */
export async function projectUsers(apiKey: string, users: [Credentials, Credentials]): Promise<TestUsers> {
  const [one, two] = [
    await signIn(GOOGLE_IDENTITY, apiKey, users[0]),
    await signIn(GOOGLE_IDENTITY, apiKey, users[1]),
  ];
  return { one, two, source: 'project', release: async () => undefined };
}

/** Two new users for one run against the stub or MSW, in AUTH_CONTRACT_EMULATOR_URL, deleted at the end. */
export async function contractRunUsers(): Promise<TestUsers> {
  const emulator = process.env.AUTH_CONTRACT_EMULATOR_URL;
  if (!emulator)
    throw new Error('No Auth emulator for the contract suite: AUTH_CONTRACT_EMULATOR_URL is not set');
  await waitForEmulator(emulator, 240_000);
  const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  return emulatorUsers(
    emulator,
    [
      { email: `contract-alice-${runId}@example.test`, password: `alice-${runId}` },
      { email: `contract-bob-${runId}@example.test`, password: `bob-${runId}` },
    ],
    { deleteOnRelease: true },
  );
}

// ---- tokens a backend must refuse, made from real ones ----

const part = (text: string) =>
  JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Record<string, unknown>;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of an ID token, unverified (to say whose it is and when it expires). */
export function claimsOf(token: string): Record<string, unknown> | undefined {
  try {
    return part(token.split('.')[1] ?? '');
  } catch {
    return undefined;
  }
}

/** The same token with other claims, header and signature kept as they were. */
export function withClaims(
  token: string,
  change: (claims: Record<string, unknown>) => Record<string, unknown>,
): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  return `${header}.${encode(change(part(payload)))}.${signature}`;
}

/** An emulator token that expired ten minutes ago (its signature is empty, so nothing else tells it apart). */
export function expiredEmulatorToken(token: string): string {
  const now = Math.floor(Date.now() / 1000);
  return withClaims(token, (claims) => ({
    ...claims,
    auth_time: now - 4200,
    iat: now - 4200,
    exp: now - 600,
  }));
}

/** A token whose claims are not JSON at all. */
export function unreadableToken(token: string): string {
  const [header = '', , signature = ''] = token.split('.');
  return `${header}.${Buffer.from('not json').toString('base64url')}.${signature}`;
}
