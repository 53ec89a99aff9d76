import { TokenRefused, VerifierUnavailable, type Identity, type Verifier } from './access';

/**
 * ID token verifiers for the stub and the MSW handlers (decision 039). The emulator's and the demo's
 * tokens are unsigned (`alg: none`): what firebase-admin checks of them is checked here by hand.
 */

/** The claims of the Auth emulator's ID tokens (firebase-tools lib/emulator/auth/operations.js). */
export interface IdTokenClaims {
  name?: string;
  picture?: string;
  email?: string;
  email_verified?: boolean;
  auth_time: number;
  user_id: string;
  firebase: { identities: Record<string, string[]>; sign_in_provider: string };
  iat: number;
  exp: number;
  aud: string;
  iss: string;
  sub: string;
}

const base64Url = (json: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(json))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/** An unsigned JWT (`alg: none`, empty signature), as the emulator mints. */
export function signIdToken(claims: IdTokenClaims): string {
  return `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(claims)}.`;
}

/** The claims of an ID token, or undefined when it is not a JWT at all. */
export function readIdToken(token: string): IdTokenClaims | undefined {
  const payload = token.split('.')[1];
  if (!token.split('.')[0] || !payload) return undefined;
  try {
    const text = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(text, (c) => c.charCodeAt(0))),
    );
    return claims && typeof claims === 'object' ? (claims as IdTokenClaims) : undefined;
  } catch {
    return undefined;
  }
}

/** A token's user as the emulator's accounts:lookup (or the demo's sign-in) answers it. */
export interface LookedUpUser {
  localId: string;
  email?: string;
  disabled?: boolean;
}

export interface VerifierOptions {
  projectId?: string;
  now?: () => number;
  /** Asks for the token's user (throws TokenRefused or VerifierUnavailable); without it, claims only. */
  lookup?: (idToken: string) => Promise<LookedUpUser>;
}

/** The project the workspace's emulators run (emulators/authEmulator.ts reads the same variable). */
export const defaultProjectId = (env: Record<string, string | undefined> = globalThis.process?.env ?? {}) =>
  env.FIREBASE_PROJECT_ID?.trim() || 'demo-storefront';

/** What firebase-admin's verifyIdToken checks of an emulator token, then the emulator's own word. */
export function idTokenVerifier({
  projectId = 'demo-storefront',
  now = Date.now,
  lookup,
}: VerifierOptions = {}): Verifier {
  return async (idToken) => {
    const claims = readIdToken(idToken);
    if (!claims || typeof claims.sub !== 'string' || claims.sub === '') {
      throw new TokenRefused('The ID token cannot be read: sign in again.');
    }
    if (claims.aud !== projectId || claims.iss !== `https://securetoken.google.com/${projectId}`) {
      throw new TokenRefused(`The ID token is for another Firebase project than ${projectId}.`);
    }
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now()) {
      throw new TokenRefused('The ID token has expired: the app gets a fresh one when it signs in again.');
    }
    const identity: Identity = {
      uid: claims.sub,
      ...(typeof claims.email === 'string' && { email: claims.email }),
      ...(typeof claims.email_verified === 'boolean' && { email_verified: claims.email_verified }),
    };
    if (!lookup) return identity;
    const user = await lookup(idToken);
    if (user.localId !== identity.uid || (user.email ?? '') !== (identity.email ?? '') || user.disabled) {
      throw new TokenRefused('The ID token does not match the account it names: sign in again.');
    }
    return identity;
  };
}

/** The Auth emulator's accounts:lookup at `host` (FIREBASE_AUTH_EMULATOR_HOST's `127.0.0.1:9099`). */
export const emulatorLookup = (host: string) =>
  accountsLookup(`http://${host}/identitytoolkit.googleapis.com`, 'demo-api-key', {
    name: `the Auth emulator at ${host}`,
    unreachable: ' (FIREBASE_AUTH_EMULATOR_HOST). Start it, e.g. with npm start',
  });

/**
 * A real project's accounts:lookup, with its web API key: Google checks the token's signature and
 * its user, as the Admin SDK would (the project's id is checked from the claims first).
 */
export const projectLookup = (apiKey: string) =>
  accountsLookup('https://identitytoolkit.googleapis.com', apiKey, {
    name: 'Firebase Auth',
    unreachable: '',
  });

function accountsLookup(
  origin: string,
  key: string,
  who: { name: string; unreachable: string },
): (idToken: string) => Promise<LookedUpUser> {
  const url = `${origin}/v1/accounts:lookup?key=${encodeURIComponent(key)}`;
  return async (idToken) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken }),
        signal: AbortSignal.timeout(5_000),
      });
    } catch {
      throw new VerifierUnavailable(
        `Sign-ins cannot be checked: ${who.name} does not answer${who.unreachable}.`,
      );
    }
    const body = (await response.json().catch(() => ({}))) as {
      users?: LookedUpUser[];
      error?: { message?: string };
    };
    if (response.ok && body.users?.[0]) return body.users[0];
    if (response.status === 400) {
      const reason = String(body.error?.message ?? 'INVALID_ID_TOKEN').split(' ')[0];
      const name = who.name.replace(/^the/, 'The');
      throw new TokenRefused(`${name} does not accept this ID token (${reason}): sign in again.`);
    }
    throw new VerifierUnavailable(
      `Sign-ins cannot be checked: ${who.name} answered HTTP ${response.status}.`,
    );
  };
}
