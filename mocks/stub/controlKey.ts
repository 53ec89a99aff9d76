import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The run's control key: what lets a caller on another machine (a phone opening the address
 * `npm start -- --host` printed) drive the stub's control routes. A claimed Origin proves nothing
 * outside a browser; this does. Made at start, printed once, never logged again (decision 040).
 */
export const CONTROL_KEY_HEADER = 'x-stub-key';

export const newControlKey = () => randomBytes(24).toString('base64url');

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a header holds the key. Only its digest is kept, and compared in constant time. */
export function controlKeyCheck(key: string | undefined): (offered: unknown) => boolean {
  if (!key) return () => false;
  const expected = digest(key);
  return (offered) => typeof offered === 'string' && timingSafeEqual(digest(offered), expected);
}
