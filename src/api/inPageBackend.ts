/**
 * `npm run dev:msw` and the demo build: the backend and Auth answer from the MSW worker in the
 * page (mocks/browser.ts). main.tsx says how it starts; it starts once the page is adopted, or at
 * the first call that needs it if one comes sooner, so its chunk never holds hydration or the
 * first products back. The calls that need it wait here (send() in ./http.ts, the Firebase SDK in
 * src/auth/AuthProvider.tsx); the page's first calls, which the demo answers from files, do not.
 * Callers reach this behind `import.meta.env.VITE_MSW === 'true'`, a build-time constant, so no
 * other build carries it (budgets.json forbiddenInInitial).
 */
let start: (() => Promise<void>) | undefined;
let started: Promise<void> | undefined;

/** main.tsx, first thing: how the worker starts (not yet). */
export function inPageBackendStartsWith(begin: () => Promise<void>): void {
  start = begin;
}

/**
 * Starts the worker if it has not started, and settles once it answers (rejects if it could not
 * start); undefined where nothing said how it starts (other builds, unit tests).
 */
export function inPageBackend(): Promise<void> | undefined {
  started ??= start?.();
  return started;
}
