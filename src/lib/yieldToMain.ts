interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, ahead of other queued work
 * where the browser has `scheduler.yield()` (Chromium), else after a 0 ms
 * timer. Splitting a long start-up task this way lets the browser paint and
 * handle input in between: on a slow phone every task over 50 ms blocks it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
