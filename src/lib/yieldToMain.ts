interface Scheduler {
  yield?: () => Promise<void>;
}

/** Resumes in a new task (`scheduler.yield()` where there is one, else a timer): paint and input go first. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
