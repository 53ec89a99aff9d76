import { t } from '../i18n/i18n';

/** Message keys for the provider's error codes (docs/product.md §8): plain words, in the chosen language. */
const MESSAGE_KEYS: Record<string, string> = {
  'email-already-in-use': 'authError.emailInUse',
  'invalid-email': 'authError.invalidEmail',
  'weak-password': 'authError.weakPassword',
  'password-does-not-meet-requirements': 'authError.passwordRules',
  'invalid-credential': 'authError.wrongCredentials',
  'invalid-login-credentials': 'authError.wrongCredentials',
  'wrong-password': 'authError.wrongCredentials',
  'user-not-found': 'authError.userNotFound',
  'user-disabled': 'authError.userDisabled',
  'too-many-requests': 'authError.tooManyRequests',
  'network-request-failed': 'authError.network',
  'operation-not-allowed': 'authError.notEnabled',
  'popup-blocked': 'authError.popupBlocked',
  'popup-closed-by-user': 'authError.popupClosed',
  'cancelled-popup-request': 'authError.popupPending',
  'account-exists-with-different-credential': 'authError.otherMethod',
  'unauthorized-domain': 'authError.unauthorizedDomain',
  'requires-recent-login': 'authError.recentLogin',
  'user-token-expired': 'authError.sessionExpired',
  'invalid-user-token': 'authError.sessionExpired',
  'web-storage-unsupported': 'authError.storage',
  'internal-error': 'authError.internal',
};

const GENERIC_KEY = 'authError.generic';

/** The message key for a provider code (`auth/weak-password` or `weak-password`). */
export function authErrorKey(code: string | undefined): string {
  return (code && MESSAGE_KEYS[code.replace(/^auth\//, '')]) || GENERIC_KEY;
}

/** `auth/email-already-in-use` → a sentence for people, in the active language. */
export function authErrorMessage(code: string | undefined): string {
  return t(authErrorKey(code));
}

/** The provider's error code of a thrown value, when it has one. */
export function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The provider's own message (shown small, for developers, under the plain one). */
export function providerMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : t(GENERIC_KEY);
}

/** A failed sign-in's plain sentence, and the provider's code beneath for developers. */
export function describeAuthError(error: unknown): { message: string; detail: string } {
  const code = authErrorCode(error);
  return { message: authErrorMessage(code), detail: code ?? providerMessage(error) };
}
