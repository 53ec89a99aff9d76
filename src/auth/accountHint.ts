/**
 * Whether the visitor was signed in when the app last heard from Firebase: `in` or `out` in
 * localStorage. index.html's inline script copies it to `<html data-account>` before the first
 * paint, and index.css lets the header's account area show the matching placeholder until
 * Firebase reports again (features/account/UserArea.tsx, decision 037). A hint, never an
 * answer: nothing but the placeholder's shape depends on it.
 */
export const ACCOUNT_HINT_KEY = 'account';

export type AccountHint = 'in' | 'out';

/** Written whenever Firebase reports the current user, or none. */
export function rememberAccount(hint: AccountHint) {
  document.documentElement.dataset.account = hint;
  try {
    localStorage.setItem(ACCOUNT_HINT_KEY, hint);
  } catch {
    /* storage unavailable: the next load shows the neutral placeholder */
  }
}
