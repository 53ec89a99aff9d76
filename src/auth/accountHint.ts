/**
 * Whether the visitor was signed in when Firebase last reported, in localStorage: index.html copies it
 * to `<html data-account>`, which picks the header's placeholder (index.css, decision 037). Only a hint.
 */
export const ACCOUNT_HINT_KEY = 'account';

export type AccountHint = 'in' | 'out';

export function rememberAccount(hint: AccountHint) {
  document.documentElement.dataset.account = hint;
  try {
    localStorage.setItem(ACCOUNT_HINT_KEY, hint);
  } catch {
    /* storage unavailable: the next load shows the neutral placeholder */
  }
}
