/**
 * MSW starts a background `registration.update()` and drops its promise (msw 2.15,
 * get-worker-instance.ts). It fails in an ordinary demo visit: the worker unregisters itself when
 * its last page unloads ('CLIENT_CLOSED'), before the next page of a full navigation is its own, so
 * the update ends in "…: Not found" (the registration; a missing file says "A bad HTTP response
 * code (404)"). The page keeps the worker that controls it; the next load registers a new one.
 */

/** Whether an unhandled rejection is that update of the worker at `workerUrl` (absolute) failing. */
export function isWorkerUpdateFailure(reason: unknown, workerUrl: string): reason is TypeError {
  return (
    reason instanceof TypeError &&
    reason.message.startsWith('Failed to update a ServiceWorker') &&
    reason.message.includes(`('${workerUrl}')`)
  );
}

/** That failure, never uncaught: silent when the registration was gone, else a warning (offline, say). */
export function handleWorkerUpdateFailures(workerUrl: string, target: Window = window): void {
  target.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (!isWorkerUpdateFailure(reason, workerUrl)) return;
    event.preventDefault();
    if (!reason.message.endsWith(': Not found'))
      console.warn(
        `[demo] The mock worker could not be updated; this page keeps the one it has. ${reason.message}`,
      );
  });
}
