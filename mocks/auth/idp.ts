import { AuthApiError, check, notEmulated } from './errors';
import { canonicalEmail, compact, type ProviderUserInfo, type UserRecord, upsertProvider } from './records';
import { readIdToken } from './tokens';

/** accounts:signInWithIdp as the SDK sends it for `signInWithCredential(GoogleAuthProvider.credential(idToken))`. */
export interface IdpRequest {
  requestUri?: string;
  postBody?: string;
  idToken?: string;
  returnIdpCredential?: boolean;
  returnRefreshToken?: boolean;
  pendingIdToken?: string;
}

export interface IdpContext {
  now(): number;
  newLocalId(): string;
  byEmail(email: string): UserRecord | undefined;
  byProvider(providerId: string, rawId: string): UserRecord | undefined;
  userOfIdToken(idToken: string): UserRecord;
  put(user: UserRecord): UserRecord;
  issueTokens(user: UserRecord, provider: string): Record<string, string>;
}

interface IdpClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  given_name?: string;
  family_name?: string;
  screen_name?: string;
}

/** The request URI with the post body's (and fragment's) parameters merged in, as the emulator reads it. */
function normalizedUri(body: IdpRequest): URL {
  check(body.requestUri, 'MISSING_REQUEST_URI');
  let uri: URL;
  try {
    uri = new URL(body.requestUri);
  } catch {
    throw new AuthApiError('INVALID_REQUEST_URI');
  }
  for (const [key, value] of new URLSearchParams(body.postBody ?? '')) uri.searchParams.set(key, value);
  for (const [key, value] of new URLSearchParams(uri.hash.replace(/^#/, '')))
    uri.searchParams.set(key, value);
  uri.hash = '';
  return uri;
}

/** The emulator takes a fake id_token as strict JSON or as an (unverified) JWT. */
function parseClaims(token: string): IdpClaims | undefined {
  let claims: Partial<IdpClaims> | undefined;
  if (token.startsWith('{')) {
    try {
      claims = JSON.parse(token) as Partial<IdpClaims>;
    } catch {
      throw new AuthApiError(
        `INVALID_IDP_RESPONSE : Unable to parse id_token: ${token} ((Auth Emulator failed to parse fake id_token as strict JSON.))`,
      );
    }
  } else {
    claims = readIdToken(token) as Partial<IdpClaims> | undefined;
    if (!claims) return undefined;
  }
  check(
    claims.sub,
    'INVALID_IDP_RESPONSE : Invalid Idp Response: id_token missing required fields. ((Missing "sub" field. This field is required and must be a unique identifier.))',
  );
  check(typeof claims.sub === 'string', 'INVALID_IDP_RESPONSE : ((The "sub" field must be a string.))');
  return claims as IdpClaims;
}

/** What the emulator pretends the identity provider said (its fakeFetchUserInfoFromIdp). */
function userInfoFromIdp(providerId: string, claims: IdpClaims, oauthIdToken: string) {
  const email = claims.email ? canonicalEmail(claims.email) : undefined;
  const emailVerified = !!claims.email_verified;
  const google = providerId === 'google.com';
  const scopes = `openid https://www.googleapis.com/auth/userinfo.profile${email ? ' https://www.googleapis.com/auth/userinfo.email' : ''}`;
  const rawUserInfo = google
    ? JSON.stringify({
        granted_scopes: scopes,
        id: claims.sub,
        name: claims.name,
        given_name: claims.given_name,
        family_name: claims.family_name,
        verified_email: emailVerified,
        locale: 'en',
        email,
        picture: claims.picture,
      })
    : JSON.stringify(claims);
  return compact({
    kind: 'identitytoolkit#VerifyAssertionResponse',
    context: '',
    providerId,
    displayName: claims.name,
    fullName: claims.name,
    screenName: claims.screen_name,
    email,
    emailVerified,
    photoUrl: claims.picture,
    firstName: google ? claims.given_name : undefined,
    lastName: google ? claims.family_name : undefined,
    rawUserInfo,
    federatedId: google ? `https://accounts.google.com/${claims.sub}` : claims.sub,
    oauthAccessToken: `FirebaseAuthEmulatorFakeAccessToken_${providerId}`,
    oauthIdToken,
  });
}

/**
 * accounts:signInWithIdp (operations.js signInWithIdp with one account per email, the emulator's
 * default): a new provider id signs up (isNewUser), a known one signs in, and a verified email that
 * already has an account takes that account over (an unverified one answers needConfirmation).
 */
export function signInWithIdp(body: IdpRequest, store: IdpContext): Record<string, unknown> {
  if (body.returnRefreshToken) throw notEmulated('returnRefreshToken');
  if (body.pendingIdToken) throw notEmulated('pendingIdToken');
  if (body.idToken) throw notEmulated('Linking a provider to a signed-in user');
  const uri = normalizedUri(body);
  const providerId = uri.searchParams.get('providerId')?.toLowerCase();
  check(providerId, `INVALID_CREDENTIAL_OR_PROVIDER_ID : Invalid IdP response/credential: ${uri.toString()}`);
  const oauthIdToken = uri.searchParams.get('id_token') ?? undefined;
  const claims = oauthIdToken ? parseClaims(oauthIdToken) : undefined;
  if (!claims) {
    if (oauthIdToken) {
      throw new AuthApiError(
        `INVALID_IDP_RESPONSE : Unable to parse id_token: ${oauthIdToken} ((Auth Emulator only accepts strict JSON or JWTs as fake id_tokens.))`,
      );
    }
    throw notEmulated('Sign-in without an id_token');
  }
  const response: Record<string, unknown> = userInfoFromIdp(providerId, claims, oauthIdToken!);
  const email = response.email as string | undefined;
  const emailVerified = response.emailVerified as boolean;
  const providerInfo: ProviderUserInfo = {
    providerId,
    rawId: claims.sub,
    federatedId: claims.sub,
    displayName: claims.name,
    photoUrl: claims.picture,
    email,
    screenName: claims.screen_name,
  };
  const profile = { displayName: claims.name, photoUrl: claims.picture, screenName: undefined };
  const at = String(store.now());
  let user: UserRecord;
  const known = store.byProvider(providerId, claims.sub);
  const sameEmail = !known && email ? store.byEmail(email) : undefined;
  if (known) {
    user = store.put({ ...upsertProvider(known, providerInfo), lastLoginAt: at });
  } else if (sameEmail && !emailVerified) {
    const verifiedProvider = (sameEmail.providerUserInfo ?? [])
      .map((info) => info.providerId)
      .filter((id) => id !== 'password' && id !== 'phone');
    return { ...response, needConfirmation: true, localId: sameEmail.localId, verifiedProvider };
  } else if (sameEmail) {
    // A verified email takes over the account; an unverified account loses its password (the emulator's rule).
    const takeover: UserRecord = sameEmail.emailVerified
      ? sameEmail
      : {
          ...sameEmail,
          passwordHash: undefined,
          validSince: String(Math.floor(Number(at) / 1000)),
          providerUserInfo: [],
        };
    user = store.put(
      compact({
        ...upsertProvider(takeover, providerInfo),
        ...profile,
        emailVerified: true,
        lastLoginAt: at,
      }),
    );
  } else {
    response.isNewUser = true;
    user = store.put(
      compact({
        localId: store.newLocalId(),
        ...profile,
        ...(email ? { email, emailVerified } : {}),
        createdAt: at,
        lastLoginAt: at,
        providerUserInfo: [compact(providerInfo)],
      }),
    );
  }
  if (user.email === email) response.emailVerified = user.emailVerified;
  return compact({ ...response, localId: user.localId, ...store.issueTokens(user, providerId) });
}
