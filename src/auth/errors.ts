/**
 * Plain words for the identity provider's error codes (spec section 8). The
 * provider's own messages ("Firebase: Error (auth/...)") mean little to shoppers.
 */
const MESSAGES: Record<string, string> = {
  'email-already-in-use': 'An account with this email already exists. Try logging in instead.',
  'invalid-email': 'That email address is not valid.',
  'weak-password': 'That password is too weak. Choose a stronger one.',
  'password-does-not-meet-requirements': 'That password does not meet the password rules.',
  'invalid-credential': 'The email or password is not correct.',
  'wrong-password': 'The email or password is not correct.',
  'user-not-found': 'There is no account with this email.',
  'user-disabled': 'This account has been disabled.',
  'too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'network-request-failed': 'The sign-in service could not be reached. Check your connection and try again.',
  'operation-not-allowed': 'This way of signing in is not enabled.',
  'popup-blocked': 'The browser blocked the sign-in popup. Allow popups and try again.',
  'popup-closed-by-user': 'The sign-in popup was closed before signing in finished.',
  'cancelled-popup-request': 'Another sign-in popup is already open.',
  'account-exists-with-different-credential':
    'This email is already used with a different way of signing in.',
  'unauthorized-domain': 'Sign-in is not allowed from this website.',
  'requires-recent-login': 'Please sign in again to do this.',
  'user-token-expired': 'Your session has expired. Please sign in again.',
  'invalid-user-token': 'Your session has expired. Please sign in again.',
  'web-storage-unsupported': 'This browser blocks the storage that signing in needs.',
  'internal-error': 'The sign-in service had a problem. Please try again.',
};

const FALLBACK = 'Something went wrong. Please try again.';

/** `auth/email-already-in-use` or `email-already-in-use` → a sentence for people. */
export function authErrorMessage(code: string | undefined): string {
  if (!code) return FALLBACK;
  return MESSAGES[code.replace(/^auth\//, '')] ?? FALLBACK;
}

/** The provider's error code of a thrown value, when it has one. */
export function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The provider's own message (what the login popup's title shows, spec section 8). */
export function providerMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : FALLBACK;
}

/** Plain words when the code is known, otherwise the provider's own message (never nothing). */
export function describeAuthError(error: unknown): string {
  const code = authErrorCode(error);
  const known = code ? MESSAGES[code.replace(/^auth\//, '')] : undefined;
  return known ?? providerMessage(error);
}
