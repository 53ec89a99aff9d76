import { errorMessage, failureOf } from '../api/errors';
import type { Translate } from '../i18n/useT';

/** Small and beneath a failure's sentence, for developers: the auth errors' provider code, a call's method, URL and status. */
export const TECHNICAL_DETAIL_CLASS = 'block font-mono text-xs wrap-anywhere opacity-70';

/** Any thrown value as a shopper's sentence (by kind of failure) and the developer detail. */
export function describeFailure(
  error: unknown,
  t: Translate,
  online: boolean = typeof navigator === 'undefined' || navigator.onLine,
): { message: string; detail: string } {
  return { message: t(`error.${failureOf(error, online)}`), detail: errorMessage(error) };
}
