import type { Reply } from './store';

/**
 * Who may touch a wishlist (issue 50): the favorites calls and POST /users need a valid ID token
 * naming the call's email. A real backend's duty: docs/contract.md, "What a backend must verify".
 */

/** The part of firebase-admin's DecodedIdToken used here. */
export interface Identity {
  uid: string;
  email?: string;
  email_verified?: boolean;
}

/** Checks an ID token and answers who it names; throws TokenRefused or VerifierUnavailable. */
export type Verifier = (idToken: string) => Promise<Identity>;

/** Expired, unreadable, another project's or a gone user's token: 401. */
export class TokenRefused extends Error {
  override name = 'TokenRefused';
}

/** The verifier could not ask (the Auth emulator is down): 503, not a crash and not a refusal. */
export class VerifierUnavailable extends Error {
  override name = 'VerifierUnavailable';
}

/** A verified identity, a refusal to answer, or `anyone` in the `open-wishlists` scenario. */
export type Caller = { identity: Identity } | { refusal: Reply } | 'anyone';

export const ANYONE = 'anyone' as const;

const unauthorized = (error: string): Reply => ({ status: 401, body: { error } });

/** The favorites calls and POST /users; the catalog stays public. */
export const needsOwner = (path: string): boolean => /^\/(favorites|users)(\/|$)/.test(path);

/** The token of an `Authorization: Bearer <token>` header, or a refusal. */
export function bearerToken(header: string | null | undefined): string | { refusal: Reply } {
  if (!header?.trim()) {
    return {
      refusal: unauthorized(
        'Sign in first: this call needs an Authorization: Bearer <Firebase ID token> header.',
      ),
    };
  }
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  return match
    ? match[1]!
    : { refusal: unauthorized('The Authorization header must be "Bearer <Firebase ID token>".') };
}

/** A refusal (401, or 503 when the verifier is down) or the token's identity. */
export async function identify(header: string | null | undefined, verify: Verifier): Promise<Caller> {
  const token = bearerToken(header);
  if (typeof token !== 'string') return token;
  try {
    return { identity: await verify(token) };
  } catch (error) {
    if (error instanceof VerifierUnavailable) {
      return { refusal: { status: 503, body: { error: error.message } } };
    }
    if (error instanceof TokenRefused) return { refusal: unauthorized(error.message) };
    throw error;
  }
}

/** The 401 (or 503) of a caller that is not signed in; null when the call may go on to its body and query. */
export function refusalOf(caller: Caller | undefined): Reply | null {
  if (caller === undefined) return unauthorized('Sign in first: this call needs a Firebase ID token.');
  return caller !== ANYONE && 'refusal' in caller ? caller.refusal : null;
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** 403 unless the token's email is the one the call names: the call's own email proves nothing. */
export function ownerOnly(caller: Caller | undefined, email: string): Reply | null {
  const refused = refusalOf(caller);
  if (refused || caller === ANYONE) return refused;
  const { identity } = caller as { identity: Identity };
  if (identity.email && sameEmail(identity.email, email)) return null;
  return {
    status: 403,
    body: {
      error: identity.email
        ? `You are signed in as ${identity.email}: the wishlist and account of ${email.slice(0, 200)} are not yours.`
        : 'Your token names no email, so no wishlist or account is yours.',
    },
  };
}

/** The caller a transport hands to the rules; the verifier is asked only for a call that needs an owner. */
export async function callerFor(
  request: { path: string; authorization: string | null | undefined },
  verify: Verifier,
  trustsAnyone: boolean,
): Promise<Caller | undefined> {
  if (!needsOwner(request.path)) return undefined;
  return trustsAnyone ? ANYONE : identify(request.authorization, verify);
}
