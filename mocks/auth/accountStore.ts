import { inProcessLock } from '../demoStorage';
import { AuthApiError, check, notEmulated } from './errors';
import { memoryPersistence, type AuthPersistence } from './persistence';
import {
  ANONYMOUS,
  canonicalEmail,
  compact,
  identitiesOf,
  isValidEmail,
  PASSWORD,
  toUnixSeconds,
  withPasswordProvider,
  type UserRecord,
} from './records';
import { seededUsers, type SeedAccount } from './seed';
import { hashPassword, isLegacyHash, legacyPassword, newSalt, passwordMatches } from './passwords';
import { signInWithIdp, type IdpRequest } from './idp';
import {
  decodeRefreshToken,
  encodeRefreshToken,
  ID_TOKEN_LIFETIME_SECONDS,
  readIdToken,
  signIdToken,
} from './tokens';

export interface AuthStoreOptions {
  /** The Firebase project the tokens name (aud, iss); the emulator's `--project`. */
  projectId?: string;
  /** The accounts a fresh store (and `reset()`) starts with; the demo accounts by default. */
  accounts?: readonly SeedAccount[];
  persistence?: AuthPersistence;
  now?: () => number;
}

/** A request body as the emulator's REST API takes it (camelCase JSON). */
export type RequestBody = Record<string, unknown>;
type Answer = Record<string, unknown>;

/**
 * Older builds kept each password as typed (`fakeHash:…:password=<plain>`, as the Auth emulator
 * does). Such a record gets a PBKDF2 hash of that password with a new salt, so its owner still
 * signs in; one that cannot be read so loses its password (Google sign-in still works). Answers
 * whether anything changed: the caller then saves, and the plain text is gone from storage.
 */
async function upgradeLegacyHashes(list: UserRecord[]): Promise<{ list: UserRecord[]; upgraded: boolean }> {
  if (!list.some((user) => isLegacyHash(user.passwordHash))) return { list, upgraded: false };
  const upgraded = await Promise.all(
    list.map(async (user) => {
      if (!isLegacyHash(user.passwordHash)) return user;
      const password = legacyPassword(user.passwordHash, user.salt);
      if (password === undefined)
        return withPasswordProvider({ ...user, passwordHash: undefined, salt: undefined });
      const salt = newSalt();
      return { ...user, salt, passwordHash: await hashPassword(password, salt) };
    }),
  );
  return { list: upgraded, upgraded: true };
}

const PASSWORD_MIN_LENGTH = 6;
/** What the emulator answers as `project_id` on a token refresh (its fixed project number). */
const PROJECT_NUMBER = '12345';

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function randomId(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ID_CHARS[byte % ID_CHARS.length]).join('');
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The accounts without their sign-in times: what a failed save must not lose. */
const accountsOf = (list: UserRecord[]) =>
  JSON.stringify(
    list
      .map(({ lastLoginAt: _login, lastRefreshAt: _refresh, ...account }) => account)
      .sort((a, b) => a.localId.localeCompare(b.localId)),
  );

/**
 * A change the persistence did not keep (the demo: the browser's storage is full or blocked). The
 * SDK reads the code as `auth/web-storage-unsupported`, which the app words as a storage problem.
 */
const notKept = (cause: unknown) =>
  Object.assign(
    new AuthApiError(
      'WEB_STORAGE_UNSUPPORTED : This browser did not keep the change to its accounts (its storage is full or blocked)',
      507,
      { reason: 'insufficientStorage', status: 'RESOURCE_EXHAUSTED' },
    ),
    { cause },
  );

/**
 * The Auth emulator's accounts and rules, in memory (firebase-tools lib/emulator/auth/operations.js,
 * the parts the Firebase SDK uses for email/password, anonymous and Google sign-in). Each method takes
 * the REST body and answers the emulator's JSON, or throws AuthApiError with the emulator's message.
 */
export function createAuthStore(options: AuthStoreOptions = {}) {
  const {
    projectId = 'demo-storefront',
    accounts,
    persistence = memoryPersistence(),
    now = Date.now,
  } = options;
  const ownLock = inProcessLock();
  let users = new Map<string, UserRecord>();
  const byEmail = (email: string) => [...users.values()].find((user) => user.email === email);
  const byProvider = (providerId: string, rawId: string) =>
    [...users.values()].find((user) =>
      user.providerUserInfo?.some((p) => p.providerId === providerId && p.rawId === rawId),
    );

  const replaceAll = (list: UserRecord[]) => {
    users = new Map(list.map((user) => [user.localId, user]));
  };
  /** The saved accounts, as this or another tab left them (or the seed); true when an older build's were upgraded. */
  const load = async () => {
    const { list, upgraded } = await upgradeLegacyHashes(
      (await persistence.load())?.users ?? (await seededUsers(accounts)),
    );
    replaceAll(list);
    return upgraded;
  };
  const save = () => persistence.save({ version: 1, users: [...users.values()] });
  const exclusive: <T>(step: () => Promise<T>) => Promise<T> =
    persistence.exclusive?.bind(persistence) ?? ((step) => ownLock('accounts', step));
  // An older build's plain passwords are hashed and saved at once, not at their owners' next sign-in.
  const ready = exclusive(async () => {
    if (!(await load())) return;
    try {
      await save();
    } catch {
      // Nothing kept: the next load upgrades them again.
    }
  });
  const put = (user: UserRecord) => {
    const derived = withPasswordProvider(user);
    users.set(derived.localId, derived);
    return derived;
  };

  function issueTokens(user: UserRecord, provider: string) {
    const at = now();
    const current = put({ ...user, lastRefreshAt: new Date(at).toISOString() });
    const iat = toUnixSeconds(at);
    const idToken = signIdToken({
      ...compact({
        name: current.displayName,
        picture: current.photoUrl,
        email: current.email,
        email_verified: current.emailVerified,
        provider_id: provider === ANONYMOUS ? ANONYMOUS : undefined,
      }),
      auth_time: toUnixSeconds(Number(current.lastLoginAt ?? Date.parse(current.lastRefreshAt!))),
      user_id: current.localId,
      firebase: { identities: identitiesOf(current), sign_in_provider: provider },
      iat,
      exp: iat + ID_TOKEN_LIFETIME_SECONDS,
      aud: projectId,
      iss: `https://securetoken.google.com/${projectId}`,
      sub: current.localId,
    });
    const refreshToken = encodeRefreshToken({
      _AuthEmulatorRefreshToken: 'DO NOT MODIFY',
      localId: current.localId,
      provider,
      extraClaims: {},
      projectId,
    });
    return { idToken, refreshToken, expiresIn: String(ID_TOKEN_LIFETIME_SECONDS) };
  }

  function userOfIdToken(idToken: unknown) {
    const claims = typeof idToken === 'string' ? readIdToken(idToken) : undefined;
    check(claims, 'INVALID_ID_TOKEN');
    const user = users.get(claims.user_id);
    check(user, 'USER_NOT_FOUND');
    check(!user.validSince || claims.iat >= Number(user.validSince), 'TOKEN_EXPIRED');
    return { user, signInProvider: claims.firebase?.sign_in_provider };
  }

  async function newPassword(password: string) {
    check(
      password.length >= PASSWORD_MIN_LENGTH,
      `WEAK_PASSWORD : Password should be at least ${PASSWORD_MIN_LENGTH} characters`,
    );
    const salt = newSalt();
    const passwordHash = await hashPassword(password, salt);
    const at = now();
    return {
      salt,
      passwordHash,
      passwordUpdatedAt: at,
      validSince: String(toUnixSeconds(at)),
    };
  }

  /**
   * Runs one operation on the saved accounts and saves what it changed, as one step under the
   * persistence's lock (another tab's sign-up is there; a change here is never written over).
   * A save that fails undoes the change and answers an error, unless only sign-in times changed:
   * a sign-in or a token refresh still works in a browser that keeps nothing.
   */
  const operation =
    <A extends unknown[]>(run: (...args: A) => Answer | Promise<Answer>, changes = true) =>
    async (...args: A): Promise<Answer> => {
      await ready;
      return exclusive(async () => {
        const upgraded = await load();
        const before = structuredClone([...users.values()]);
        const answer = await run(...args);
        if (!changes && !upgraded) return answer;
        try {
          await save();
        } catch (error) {
          if (accountsOf(before) === accountsOf([...users.values()])) return answer;
          replaceAll(before);
          throw notKept(error);
        }
        return answer;
      });
    };

  const signUp = async (body: RequestBody): Promise<Answer> => {
    check(body.localId === undefined, 'UNEXPECTED_PARAMETER : User ID');
    const at = String(now());
    let fields: Partial<UserRecord> = { lastLoginAt: at };
    let provider = ANONYMOUS;
    if (body.idToken || body.password || body.email) {
      fields = { ...fields, displayName: text(body.displayName), emailVerified: false };
      check(body.email, 'MISSING_EMAIL');
      check(body.password, 'MISSING_PASSWORD');
      provider = PASSWORD;
    }
    if (typeof body.email === 'string' && body.email) {
      check(isValidEmail(body.email), 'INVALID_EMAIL');
      const email = canonicalEmail(body.email);
      check(!byEmail(email), 'EMAIL_EXISTS');
      fields.email = email;
    }
    if (typeof body.password === 'string') fields = { ...fields, ...(await newPassword(body.password)) };
    // With an idToken: an anonymous user becoming a password user.
    const existing = body.idToken ? userOfIdToken(body.idToken).user : undefined;
    const user = existing
      ? put({ ...existing, ...compact(fields) })
      : put(compact({ localId: randomId(28), createdAt: at, ...fields }));
    return compact({
      kind: 'identitytoolkit#SignupNewUserResponse',
      localId: user.localId,
      displayName: user.displayName,
      email: user.email,
      ...issueTokens(user, provider),
    });
  };

  const signInWithPassword = async (body: RequestBody): Promise<Answer> => {
    check(body.email !== undefined, 'MISSING_EMAIL');
    check(typeof body.email === 'string' && isValidEmail(body.email), 'INVALID_EMAIL');
    check(body.password, 'MISSING_PASSWORD');
    const email = canonicalEmail(body.email);
    const found = byEmail(email);
    check(found, 'EMAIL_NOT_FOUND');
    check(found.passwordHash && found.salt, 'INVALID_PASSWORD');
    check(await passwordMatches(String(body.password), found.passwordHash, found.salt), 'INVALID_PASSWORD');
    const user = put({ ...found, lastLoginAt: String(now()) });
    return {
      kind: 'identitytoolkit#VerifyPasswordResponse',
      registered: true,
      localId: user.localId,
      email,
      ...issueTokens(user, PASSWORD),
    };
  };

  const lookup = (body: RequestBody): Answer => {
    check(body.idToken, 'MISSING_ID_TOKEN');
    return { kind: 'identitytoolkit#GetAccountInfoResponse', users: [userOfIdToken(body.idToken).user] };
  };

  const update = async (body: RequestBody): Promise<Answer> => {
    for (const field of ['displayName', 'photoUrl'] as const) {
      if (field in body && typeof body[field] !== 'string') {
        throw new AuthApiError(`Invalid JSON payload received. /${field} must be string`, 400, {
          status: 'INVALID_ARGUMENT',
        });
      }
    }
    check(body.idToken || body.oobCode, 'INVALID_REQ_TYPE : Unsupported request parameters.');
    check(body.customAttributes == null, 'INSUFFICIENT_PERMISSION');
    if (body.oobCode) throw notEmulated('oobCode');
    const { user, signInProvider } = userOfIdToken(body.idToken);
    check(body.disableUser == null, 'OPERATION_NOT_ALLOWED');
    // A new email sends a recovery email in the emulator: nothing in the app does it, so nothing here imitates it.
    if (typeof body.email === 'string' && canonicalEmail(body.email) !== user.email)
      throw notEmulated('Changing the email');
    let next: UserRecord = { ...user };
    let provider = signInProvider;
    let tokensInvalidated = false;
    if (typeof body.password === 'string' && body.password) {
      next = { ...next, ...(await newPassword(body.password)) };
      provider = PASSWORD;
      tokensInvalidated = true;
    }
    if (typeof body.displayName === 'string') next.displayName = body.displayName;
    if (typeof body.photoUrl === 'string') next.photoUrl = body.photoUrl;
    for (const attribute of (body.deleteAttribute as string[] | undefined) ?? []) {
      if (attribute === 'DISPLAY_NAME') next.displayName = undefined;
      if (attribute === 'PHOTO_URL') next.photoUrl = undefined;
      if (attribute === 'PASSWORD') next = { ...next, passwordHash: undefined, salt: undefined };
      if (attribute === 'PROVIDER' || attribute === 'RAW_USER_INFO')
        throw notEmulated(`deleteAttribute: ${attribute}`);
    }
    const removed = (body.deleteProvider as string[] | undefined) ?? [];
    if (removed.includes(PASSWORD))
      next = {
        ...next,
        email: undefined,
        emailVerified: undefined,
        passwordHash: undefined,
        salt: undefined,
      };
    next.providerUserInfo = next.providerUserInfo?.filter((info) => !removed.includes(info.providerId));
    const saved = put(compact(next));
    return compact({
      kind: 'identitytoolkit#SetAccountInfoResponse',
      localId: saved.localId,
      emailVerified: saved.emailVerified,
      providerUserInfo: saved.providerUserInfo,
      email: saved.email,
      displayName: saved.displayName,
      photoUrl: saved.photoUrl,
      passwordHash: saved.passwordHash,
      ...(tokensInvalidated && provider ? issueTokens(saved, provider) : {}),
    });
  };

  const deleteAccount = (body: RequestBody): Answer => {
    check(body.idToken, 'MISSING_ID_TOKEN');
    users.delete(userOfIdToken(body.idToken).user.localId);
    return { kind: 'identitytoolkit#DeleteAccountResponse' };
  };

  /** securetoken.googleapis.com/v1/token, its form fields already camelCased (grantType, refreshToken). */
  const grantToken = (body: RequestBody): Answer => {
    // The emulator decodes a refresh token before anything else (to find its tenant).
    const record = body.refreshToken ? decodeRefreshToken(String(body.refreshToken)) : undefined;
    if (body.refreshToken) check(record, 'INVALID_REFRESH_TOKEN');
    check(body.grantType, 'MISSING_GRANT_TYPE');
    check(body.grantType === 'refresh_token', 'INVALID_GRANT_TYPE');
    check(record, 'MISSING_REFRESH_TOKEN');
    check(record.projectId === projectId, 'INVALID_REFRESH_TOKEN');
    const user = users.get(record.localId);
    check(user, 'INVALID_REFRESH_TOKEN');
    const tokens = issueTokens(user, record.provider);
    return {
      id_token: tokens.idToken,
      access_token: tokens.idToken,
      expires_in: tokens.expiresIn,
      refresh_token: tokens.refreshToken,
      token_type: 'Bearer',
      user_id: user.localId,
      project_id: PROJECT_NUMBER,
    };
  };

  const idp = (body: RequestBody): Answer =>
    signInWithIdp(body as IdpRequest, {
      now,
      newLocalId: () => randomId(28),
      byEmail,
      byProvider,
      userOfIdToken: (token) => userOfIdToken(token).user,
      put,
      issueTokens,
    });

  return {
    /** Resolves once the saved (or seeded) accounts are in memory. */
    ready,
    projectId,
    signUp: operation(signUp),
    signInWithPassword: operation(signInWithPassword),
    signInWithIdp: operation(idp),
    lookup: operation(lookup, false),
    update: operation(update),
    deleteAccount: operation(deleteAccount),
    grantToken: operation(grantToken),
    /** The emulator's `DELETE /emulator/v1/projects/{project}/accounts`: no accounts at all. */
    wipe: operation(() => {
      users.clear();
      return {};
    }),
    /** Back to the seeded demo accounts ("Reset demo data"). */
    reset: async () => {
      await ready;
      await exclusive(async () => {
        await persistence.clear?.();
        replaceAll(await seededUsers(accounts));
        try {
          await save();
        } catch {
          // Nothing kept: the next load starts from the seed all the same.
        }
      });
    },
    /** A copy of every account (for tests and a demo's own screens). */
    users: async () => {
      await ready;
      return exclusive(async () => {
        await load();
        return [...users.values()].map((user) => structuredClone(user));
      });
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
