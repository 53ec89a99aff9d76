/**
 * Resolves when the browser is next idle (no task queued, the frame painted), or after
 * `timeoutMs` at the latest. For work that may wait for whatever the page is rendering.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof globalThis.requestIdleCallback === 'function')
      globalThis.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
