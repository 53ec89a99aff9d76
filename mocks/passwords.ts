/**
 * The demo sign-in's passwords as salted PBKDF2-SHA-256 hashes: its accounts live in localStorage,
 * which every page of the origin reads (every Pages site of a `<user>.github.io`). Decision 040.
 */

/** OWASP's floor for PBKDF2-SHA-256 is higher; this keeps a sign-in quick on a phone. Decision 040. */
export const PBKDF2_ITERATIONS = 100_000;
const SCHEME = 'pbkdf2-sha256';
const SALT_BYTES = 16;
const HASH_BITS = 256;

const LEGACY_PREFIX = 'fakeHash:';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export const newSalt = () => toBase64(crypto.getRandomValues(new Uint8Array(SALT_BYTES)));

async function derive(password: string, salt: string, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new TextEncoder().encode(salt), iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** `pbkdf2-sha256$<iterations>$<base64 hash>`: the iterations travel with the hash, so they can rise later. */
export async function hashPassword(
  password: string,
  salt: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<string> {
  return `${SCHEME}$${iterations}$${toBase64(await derive(password, salt, iterations))}`;
}

/** The Auth emulator's plain `fakeHash:salt=…:password=…`, which older builds kept. */
export const isLegacyHash = (hash: string | undefined) => hash?.startsWith(LEGACY_PREFIX) === true;

/** The password an older build's record holds as typed, if it is of that form. */
export function legacyPassword(hash: string | undefined, salt: string | undefined): string | undefined {
  const prefix = `${LEGACY_PREFIX}salt=${salt}:password=`;
  return salt !== undefined && hash?.startsWith(prefix) ? hash.slice(prefix.length) : undefined;
}

/** Whether `password` is the one `hash` was made from; false for a hash of any other form. */
export async function passwordMatches(password: string, hash: string, salt: string): Promise<boolean> {
  const [scheme, rounds, expected] = hash.split('$');
  const iterations = Number(rounds);
  if (scheme !== SCHEME || !Number.isSafeInteger(iterations) || iterations < 1 || !expected) return false;
  let wanted: Uint8Array;
  try {
    wanted = fromBase64(expected);
  } catch {
    return false;
  }
  const actual = await derive(password, salt, iterations);
  if (actual.length !== wanted.length) return false;
  // Every byte compared, whatever the first difference: no early exit to time.
  let difference = 0;
  for (let i = 0; i < actual.length; i++) difference |= actual[i]! ^ wanted[i]!;
  return difference === 0;
}
