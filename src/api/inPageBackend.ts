/**
 * dev:msw and the demo: the MSW worker in the page (mocks/browser.ts) answers the backend and Auth.
 * main.tsx starts it once the page is adopted, or at the first call that needs it; those calls wait
 * here (./http.ts, src/auth/AuthProvider.tsx). Callers sit behind `VITE_MSW === 'true'`, so no other
 * build carries it (budgets.json forbiddenInInitial).
 */
let start: (() => Promise<void>) | undefined;
let started: Promise<void> | undefined;

/** main.tsx: how the worker starts (not yet). */
export function inPageBackendStartsWith(begin: () => Promise<void>): void {
  start = begin;
}

/** Starts the worker once, settling when it answers; undefined where nothing said how to (tests). */
export function inPageBackend(): Promise<void> | undefined {
  started ??= start?.();
  return started;
}
