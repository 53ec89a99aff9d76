/**
 * The background update MSW starts for a registration it finds, and whose failure it leaves
 * unhandled (msw 2.15, get-worker-instance.ts: `existingRegistration.update()`, its promise dropped).
 *
 * It fails in an ordinary demo visit: the worker unregisters itself when the page it served
 * unloads and it sees no other page of its own (mockServiceWorker.js, 'CLIENT_CLOSED'); the next
 * page of a full navigation is not one yet. When that page has listed the registration just
 * before, its update is refused with "Failed to update a ServiceWorker for scope (…) with script
 * (…/mockServiceWorker.js): Not found": the registration, not the file (a missing file says
 * "A bad HTTP response code (404)"). The page goes on with the worker that controls it, and the
 * next load registers a new one.
 */

/** Whether an unhandled rejection is that update of the worker at `workerUrl` (absolute) failing. */
export function isWorkerUpdateFailure(reason: unknown, workerUrl: string): reason is TypeError {
  return (
    reason instanceof TypeError &&
    reason.message.startsWith('Failed to update a ServiceWorker') &&
    reason.message.includes(`('${workerUrl}')`)
  );
}

/** Its registration was gone: nothing is wrong, the page keeps its worker. */
export function isRegistrationGone(reason: TypeError): boolean {
  return reason.message.endsWith(': Not found');
}

/**
 * Handles the failure of that update, so that it is never an uncaught error: silently when the
 * registration was gone (above), else as a warning (an offline phone, a host that lost the file:
 * this page still has its worker).
 */
export function handleWorkerUpdateFailures(workerUrl: string, target: Window = window): void {
  target.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (!isWorkerUpdateFailure(reason, workerUrl)) return;
    event.preventDefault();
    if (!isRegistrationGone(reason))
      console.warn(
        `[demo] The mock worker could not be updated; this page keeps the one it has. ${reason.message}`,
      );
  });
}
