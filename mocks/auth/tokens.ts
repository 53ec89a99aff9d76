/**
 * The Auth emulator's tokens, minted the same way (firebase-tools
 * lib/emulator/auth/operations.js generateJwt, state.js encodeRefreshToken): ID tokens are unsigned
 * JWTs (`alg: none`, empty signature) and refresh tokens are base64 JSON records. The Firebase SDK
 * only parses them, so the same shape is all the app can tell apart.
 */

export const ID_TOKEN_LIFETIME_SECONDS = 60 * 60;

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

const base64Url = (json: unknown) =>
  toBase64(utf8.encode(JSON.stringify(json)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

function parseBase64Url(part: string): unknown {
  const padded = part.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (part.length % 4)) % 4);
  return JSON.parse(fromUtf8.decode(fromBase64(padded)));
}

export interface IdTokenClaims {
  name?: string;
  picture?: string;
  email?: string;
  email_verified?: boolean;
  provider_id?: 'anonymous';
  auth_time: number;
  user_id: string;
  firebase: { identities: Record<string, string[]>; sign_in_provider: string };
  iat: number;
  exp: number;
  aud: string;
  iss: string;
  sub: string;
}

/** The claims in the emulator's order (its custom fields, then what jsonwebtoken appends). */
export function signIdToken(claims: IdTokenClaims): string {
  return `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(claims)}.`;
}

/** The claims of an ID token, or undefined when it is not a JWT at all (the emulator's INVALID_ID_TOKEN). */
export function readIdToken(token: string): IdTokenClaims | undefined {
  const [header, payload] = token.split('.');
  if (!header || !payload) return undefined;
  try {
    const claims = parseBase64Url(payload);
    return claims && typeof claims === 'object' ? (claims as IdTokenClaims) : undefined;
  } catch {
    return undefined;
  }
}

export interface RefreshTokenRecord {
  _AuthEmulatorRefreshToken: 'DO NOT MODIFY';
  localId: string;
  provider: string;
  extraClaims: Record<string, never>;
  projectId: string;
}

export function encodeRefreshToken(record: RefreshTokenRecord): string {
  return toBase64(utf8.encode(JSON.stringify(record)));
}

/** The record a refresh token carries, or undefined for anything the emulator would call INVALID_REFRESH_TOKEN. */
export function decodeRefreshToken(token: string): RefreshTokenRecord | undefined {
  try {
    const record = JSON.parse(fromUtf8.decode(fromBase64(token))) as Partial<RefreshTokenRecord> | null;
    return record?._AuthEmulatorRefreshToken ? (record as RefreshTokenRecord) : undefined;
  } catch {
    return undefined;
  }
}
