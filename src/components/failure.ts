import { errorMessage, failureOf } from '../api/errors';
import type { Translate } from '../i18n/useT';

/** Small and beneath a failure's sentence, for developers: the auth errors' provider code, a call's method, URL and status. */
export const TECHNICAL_DETAIL_CLASS = 'block font-mono text-xs wrap-anywhere opacity-70';

/**
 * A failed backend call (or any thrown value) as a sentence a shopper
 * understands, in the active language, and the technical detail for
 * developers. The sentence depends only on the kind of failure.
 */
export function describeFailure(
  error: unknown,
  t: Translate,
  online: boolean = typeof navigator === 'undefined' || navigator.onLine,
): { message: string; detail: string } {
  return { message: t(`error.${failureOf(error, online)}`), detail: errorMessage(error) };
}
