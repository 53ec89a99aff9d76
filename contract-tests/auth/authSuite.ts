import { beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoGoogleAccounts } from '../../fixtures/demo-accounts';
import { authCalls, decodeJwt, emulatorError, keysOf } from './authCalls';

export interface AuthTarget {
  name: string;
  /** Where the app would point `connectAuthEmulator`. */
  origin: () => string;
  /** No accounts but the seeded demo accounts. */
  reset: () => Promise<void>;
}

const [ayesha] = demoAccounts as [(typeof demoAccounts)[number]];
const [karim] = demoGoogleAccounts as [(typeof demoGoogleAccounts)[number]];
const tokenKeys = ['expiresIn', 'idToken', 'refreshToken'];
/** What lookup answers for an account: a Google one has these; a password one has its password's fields too. */
const userKeys = [
  'createdAt',
  'displayName',
  'email',
  'emailVerified',
  'lastLoginAt',
  'lastRefreshAt',
  'localId',
  'providerUserInfo',
];
const passwordUserKeys = [...userKeys, 'passwordHash', 'passwordUpdatedAt', 'salt', 'validSince'].sort();
const onlyUser = (lookupBody: unknown) => (lookupBody as { users: [Record<string, unknown>] }).users[0];
const idpKeys = [
  'context',
  'displayName',
  'email',
  'emailVerified',
  'federatedId',
  'fullName',
  'kind',
  'localId',
  'oauthAccessToken',
  'oauthIdToken',
  'providerId',
  'rawUserInfo',
  ...tokenKeys,
].sort();
const googleCredential = (claims: object) => ({
  // What signInWithCredential(GoogleAuthProvider.credential(idToken)) sends.
  postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
  requestUri: 'http://localhost',
  returnIdpCredential: true,
  returnSecureToken: true,
});

/**
 * ONE suite for the Auth emulator's REST API as the Firebase SDK uses it: the real emulator and the
 * in-browser handlers (mocks/auth) must both pass it, answer for answer (bodies' keys, error messages,
 * token claims), so that the demo build signs in exactly as the emulator-backed app does.
 */
export function authContractSuite(target: AuthTarget) {
  describe(`Auth emulator contract: ${target.name}`, () => {
    const api = authCalls(target.origin);
    const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    const signInAyesha = async () =>
      (
        await api.accounts('signInWithPassword', {
          email: ayesha.email,
          password: ayesha.password,
          returnSecureToken: true,
        })
      ).body as Record<string, string>;

    beforeAll(() => target.reset());

    it('accounts:signUp creates an account (email lowercased) and answers its tokens', async () => {
      const email = `New-${runId}@Example.test`;
      const answer = await api.accounts('signUp', {
        email,
        password: 'secret1',
        returnSecureToken: true,
        clientType: 'CLIENT_TYPE_WEB',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const body = answer.body as Record<string, string>;
      expect(keysOf(body)).toEqual(['email', 'kind', 'localId', ...tokenKeys].sort());
      expect(body).toMatchObject({
        kind: 'identitytoolkit#SignupNewUserResponse',
        email: email.toLowerCase(),
        expiresIn: '3600',
      });
      expect(body.localId).toMatch(/^[A-Za-z0-9]{28}$/);
    });

    it.each([
      ['EMAIL_EXISTS', { email: ayesha.email.toUpperCase(), password: 'secret1' }],
      [
        'WEAK_PASSWORD : Password should be at least 6 characters',
        { email: `weak-${runId}@example.test`, password: '12345' },
      ],
      ['INVALID_EMAIL', { email: 'not-an-email', password: 'secret1' }],
      ['MISSING_PASSWORD', { email: `nopw-${runId}@example.test` }],
      ['MISSING_EMAIL', { email: '', password: 'secret1' }],
    ])('accounts:signUp answers 400 %s', async (message, fields) => {
      const answer = await api.accounts('signUp', { ...fields, returnSecureToken: true });
      expect(answer).toEqual({ status: 400, body: emulatorError(message) });
    });

    it('accounts:signInWithPassword signs a seeded demo account in', async () => {
      const answer = await api.accounts('signInWithPassword', {
        email: ayesha.email,
        password: ayesha.password,
        returnSecureToken: true,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(keysOf(answer.body)).toEqual(['email', 'kind', 'localId', 'registered', ...tokenKeys].sort());
      expect(answer.body).toMatchObject({
        kind: 'identitytoolkit#VerifyPasswordResponse',
        registered: true,
        email: ayesha.email,
      });
    });

    it.each([
      ['INVALID_PASSWORD', { email: ayesha.email, password: 'wrong-password' }],
      ['EMAIL_NOT_FOUND', { email: `nobody-${runId}@example.test`, password: 'secret1' }],
      ['INVALID_EMAIL', { email: 'nobody', password: 'secret1' }],
      ['MISSING_PASSWORD', { email: ayesha.email, password: '' }],
    ])('accounts:signInWithPassword answers 400 %s', async (message, fields) => {
      const answer = await api.accounts('signInWithPassword', { ...fields, returnSecureToken: true });
      expect(answer).toEqual({ status: 400, body: emulatorError(message) });
    });

    it('the ID token is an unsigned JWT with the claims the SDK reads', async () => {
      const signedIn = await signInAyesha();
      const { header, claims, signature } = decodeJwt(signedIn.idToken!);
      expect(header).toEqual({ alg: 'none', typ: 'JWT' });
      expect(signature).toBe('');
      expect(keysOf(claims)).toEqual([
        'aud',
        'auth_time',
        'email',
        'email_verified',
        'exp',
        'firebase',
        'iat',
        'iss',
        'name',
        'sub',
        'user_id',
      ]);
      expect(claims).toMatchObject({
        name: ayesha.displayName,
        email: ayesha.email,
        email_verified: false,
        user_id: signedIn.localId,
        sub: signedIn.localId,
        aud: 'demo-storefront',
        iss: 'https://securetoken.google.com/demo-storefront',
        firebase: { identities: { email: [ayesha.email] }, sign_in_provider: 'password' },
      });
      expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
      expect(Math.abs(Number(claims.iat) - Date.now() / 1000)).toBeLessThan(60);
      expect(Number(claims.auth_time)).toBeLessThanOrEqual(Number(claims.iat));
    });

    it('accounts:lookup answers the account of an ID token', async () => {
      const signedIn = await signInAyesha();
      const answer = await api.accounts('lookup', { idToken: signedIn.idToken });
      expect(answer.status).toBe(200);
      const { kind, users } = answer.body as { kind: string; users: Record<string, unknown>[] };
      expect(kind).toBe('identitytoolkit#GetAccountInfoResponse');
      expect(users).toHaveLength(1);
      const user = users[0]!;
      expect(keysOf(user)).toEqual(passwordUserKeys);
      expect(user).toMatchObject({
        localId: signedIn.localId,
        email: ayesha.email,
        displayName: ayesha.displayName,
        emailVerified: false,
      });
      expect(user.providerUserInfo).toEqual([
        {
          providerId: 'password',
          email: ayesha.email,
          federatedId: ayesha.email,
          rawId: ayesha.email,
          displayName: ayesha.displayName,
        },
      ]);
      expect(user.createdAt).toMatch(/^\d{13}$/);
      expect(user.lastLoginAt).toMatch(/^\d{13}$/);
      expect(user.validSince).toMatch(/^\d{10}$/);
      expect(Date.parse(String(user.lastRefreshAt))).not.toBeNaN();
    });

    it.each([
      ['INVALID_ID_TOKEN', { idToken: 'not-a-jwt' }],
      ['MISSING_ID_TOKEN', {}],
    ])('accounts:lookup answers 400 %s', async (message, body) => {
      expect(await api.accounts('lookup', body)).toEqual({ status: 400, body: emulatorError(message) });
    });

    it('accounts:update sets the name and photo (no new tokens); lookup and the next token carry them', async () => {
      const email = `profile-${runId}@example.test`;
      const created = (await api.accounts('signUp', { email, password: 'secret1', returnSecureToken: true }))
        .body as Record<string, string>;
      const photoUrl = 'https://example.test/avatar.png';
      const updated = await api.accounts('update', {
        idToken: created.idToken,
        displayName: 'নাদিয়া Test',
        photoUrl,
        returnSecureToken: true,
      });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(keysOf(updated.body)).toEqual([
        'displayName',
        'email',
        'emailVerified',
        'kind',
        'localId',
        'passwordHash',
        'photoUrl',
        'providerUserInfo',
      ]);
      expect(updated.body).toMatchObject({
        kind: 'identitytoolkit#SetAccountInfoResponse',
        displayName: 'নাদিয়া Test',
        photoUrl,
      });
      const looked = await api.accounts('lookup', { idToken: created.idToken });
      const user = onlyUser(looked.body);
      expect(user).toMatchObject({ displayName: 'নাদিয়া Test', photoUrl });
      expect(user.providerUserInfo).toEqual([
        {
          providerId: 'password',
          email,
          federatedId: email,
          rawId: email,
          displayName: 'নাদিয়া Test',
          photoUrl,
        },
      ]);
      const refreshed = await api.token({
        grant_type: 'refresh_token',
        refresh_token: created.refreshToken!,
      });
      expect(decodeJwt((refreshed.body as { id_token: string }).id_token).claims).toMatchObject({
        name: 'নাদিয়া Test',
        picture: photoUrl,
      });
    });

    it('accounts:update refuses a null photoUrl and a call without an ID token', async () => {
      const signedIn = await signInAyesha();
      const nullPhoto = await api.accounts('update', { idToken: signedIn.idToken, photoUrl: null });
      const message = 'Invalid JSON payload received. /photoUrl must be string';
      expect(nullPhoto).toEqual({
        status: 400,
        body: { error: { ...emulatorError(message).error, status: 'INVALID_ARGUMENT' } },
      });
      expect(await api.accounts('update', { displayName: 'x' })).toEqual({
        status: 400,
        body: emulatorError('INVALID_REQ_TYPE : Unsupported request parameters.'),
      });
    });

    it('securetoken token refresh: form-encoded, answered in snake_case with fresh tokens', async () => {
      const signedIn = await signInAyesha();
      const answer = await api.token({ grant_type: 'refresh_token', refresh_token: signedIn.refreshToken! });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const body = answer.body as Record<string, string>;
      expect(keysOf(body)).toEqual([
        'access_token',
        'expires_in',
        'id_token',
        'project_id',
        'refresh_token',
        'token_type',
        'user_id',
      ]);
      expect(body).toMatchObject({
        token_type: 'Bearer',
        expires_in: '3600',
        user_id: signedIn.localId,
        access_token: body.id_token,
      });
      expect(body.project_id).toMatch(/^\d+$/);
      expect(decodeJwt(body.id_token!).claims).toMatchObject({
        sub: signedIn.localId,
        firebase: { sign_in_provider: 'password' },
      });
      // The new refresh token refreshes again.
      expect(
        (await api.token({ grant_type: 'refresh_token', refresh_token: body.refresh_token! })).status,
      ).toBe(200);
    });

    it.each([
      ['INVALID_REFRESH_TOKEN', { grant_type: 'refresh_token', refresh_token: 'garbage' }],
      ['MISSING_REFRESH_TOKEN', { grant_type: 'refresh_token' }],
    ])('securetoken token answers 400 %s', async (message, fields) => {
      expect(await api.token(fields)).toEqual({ status: 400, body: emulatorError(message) });
    });

    it('securetoken token checks the grant type of a valid refresh token', async () => {
      const { refreshToken } = await signInAyesha();
      expect(await api.token({ refresh_token: refreshToken! })).toEqual({
        status: 400,
        body: emulatorError('MISSING_GRANT_TYPE'),
      });
      expect(await api.token({ grant_type: 'password', refresh_token: refreshToken! })).toEqual({
        status: 400,
        body: emulatorError('INVALID_GRANT_TYPE'),
      });
    });

    it('accounts:signInWithIdp (Google): a new account first (isNewUser), the same account after', async () => {
      const claims = { ...karim, email_verified: true };
      const first = await api.accounts('signInWithIdp', googleCredential(claims));
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(keysOf(first.body)).toEqual([...idpKeys, 'isNewUser'].sort());
      const created = first.body as Record<string, unknown>;
      expect(created).toMatchObject({
        kind: 'identitytoolkit#VerifyAssertionResponse',
        providerId: 'google.com',
        federatedId: `https://accounts.google.com/${karim.sub}`,
        email: karim.email,
        emailVerified: true,
        displayName: karim.name,
        fullName: karim.name,
        isNewUser: true,
        oauthIdToken: JSON.stringify(claims),
        oauthAccessToken: 'FirebaseAuthEmulatorFakeAccessToken_google.com',
      });
      expect(JSON.parse(String(created.rawUserInfo))).toEqual({
        granted_scopes:
          'openid https://www.googleapis.com/auth/userinfo.profile https://www.googleapis.com/auth/userinfo.email',
        id: karim.sub,
        name: karim.name,
        verified_email: true,
        locale: 'en',
        email: karim.email,
      });
      expect(decodeJwt(String(created.idToken)).claims).toMatchObject({
        name: karim.name,
        email_verified: true,
        firebase: {
          identities: { email: [karim.email], 'google.com': [karim.sub] },
          sign_in_provider: 'google.com',
        },
      });

      const again = await api.accounts('signInWithIdp', googleCredential(claims));
      expect(keysOf(again.body)).toEqual(idpKeys);
      expect((again.body as Record<string, unknown>).localId).toBe(created.localId);
      const looked = await api.accounts('lookup', {
        idToken: (again.body as Record<string, unknown>).idToken,
      });
      const user = onlyUser(looked.body);
      expect(keysOf(user)).toEqual(userKeys);
      expect(user.providerUserInfo).toEqual([
        {
          providerId: 'google.com',
          rawId: karim.sub,
          federatedId: karim.sub,
          displayName: karim.name,
          email: karim.email,
        },
      ]);
    });

    it('accounts:signInWithIdp with an existing email: unverified asks to confirm, verified takes the account over', async () => {
      const email = `both-${runId}@example.test`;
      const created = (await api.accounts('signUp', { email, password: 'secret1', returnSecureToken: true }))
        .body as Record<string, string>;
      const google = { sub: `google-both-${runId}`, email, name: 'Both Ways' };
      const unverified = await api.accounts(
        'signInWithIdp',
        googleCredential({ ...google, email_verified: false }),
      );
      expect(unverified.body).toMatchObject({
        needConfirmation: true,
        localId: created.localId,
        verifiedProvider: [],
      });
      expect(unverified.body).not.toHaveProperty('idToken');
      const verified = await api.accounts(
        'signInWithIdp',
        googleCredential({ ...google, email_verified: true }),
      );
      expect(verified.body).toMatchObject({ localId: created.localId, emailVerified: true });
      expect(verified.body).not.toHaveProperty('isNewUser');
      // The emulator drops the unverified account's password when a verified Google sign-in takes it over.
      const withPassword = await api.accounts('signInWithPassword', {
        email,
        password: 'secret1',
        returnSecureToken: true,
      });
      expect(withPassword).toEqual({ status: 400, body: emulatorError('INVALID_PASSWORD') });
    });

    it('accounts:signInWithIdp answers 400 for a fake id_token that is not JSON', async () => {
      const answer = await api.accounts('signInWithIdp', {
        ...googleCredential({}),
        postBody: 'id_token=nonsense&providerId=google.com',
      });
      expect(answer).toEqual({
        status: 400,
        body: emulatorError(
          'INVALID_IDP_RESPONSE : Unable to parse id_token: nonsense ((Auth Emulator only accepts strict JSON or JWTs as fake id_tokens.))',
        ),
      });
    });

    it('accounts:delete removes the account: its tokens then answer USER_NOT_FOUND', async () => {
      const created = (
        await api.accounts('signUp', {
          email: `gone-${runId}@example.test`,
          password: 'secret1',
          returnSecureToken: true,
        })
      ).body as Record<string, string>;
      expect(await api.accounts('delete', { idToken: created.idToken })).toEqual({
        status: 200,
        body: { kind: 'identitytoolkit#DeleteAccountResponse' },
      });
      expect(await api.accounts('lookup', { idToken: created.idToken })).toEqual({
        status: 400,
        body: emulatorError('USER_NOT_FOUND'),
      });
    });

    it('refuses a call without an API key (403)', async () => {
      const answer = await api.accounts(
        'signInWithPassword',
        { email: ayesha.email, password: ayesha.password },
        {},
      );
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        error: { code: 403, message: 'The request is missing a valid API key.', status: 'PERMISSION_DENIED' },
      });
    });

    it('DELETE /emulator/v1/projects/demo-storefront/accounts wipes every account', async () => {
      expect(await api.wipe()).toEqual({ status: 200, body: {} });
      const answer = await api.accounts('signInWithPassword', {
        email: ayesha.email,
        password: ayesha.password,
        returnSecureToken: true,
      });
      expect(answer).toEqual({ status: 400, body: emulatorError('EMAIL_NOT_FOUND') });
      await target.reset();
    });
  });
}
