import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The run's control key: lets another machine drive the control routes; printed once (decision 040). */
export const CONTROL_KEY_HEADER = 'x-stub-key';

export const newControlKey = () => randomBytes(24).toString('base64url');

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a header holds the key. Only its digest is kept, and compared in constant time. */
export function controlKeyCheck(key: string | undefined): (offered: unknown) => boolean {
  if (!key) return () => false;
  const expected = digest(key);
  return (offered) => typeof offered === 'string' && timingSafeEqual(digest(offered), expected);
}
