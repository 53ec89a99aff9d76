/**
 * What `npm run check:backend` writes on a backend that is not ours (docs/contract.md, "Checking a
 * real backend"). The contract has no call that deletes a user, so POST /users is checked with one
 * fixed, clearly named user: the first check on a backend creates it, every later check finds it
 * ("user already exists") and creates nothing. A backend owner can delete it by hand, or name a
 * user that already exists (CONTRACT_USER_EMAIL) so that nothing is created at all.
 */
export const THROWAWAY_USER = {
  name: 'Storefront contract check (safe to delete)',
  email: 'storefront-contract-check@example.test',
} as const;

/** The emails the check's favorites are written under: unique per run, removed before it ends. */
export const RUN_EMAIL_PATTERN = 'contract-*@example.test';
