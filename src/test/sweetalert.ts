/** sweetalert2's RESTORE_FOCUS_TIMEOUT: it gives focus back this long after a popup closes. */
const FOCUS_RESTORE_MS = 100;

/**
 * `afterAll` of test files whose screens open SweetAlert2 popups: lets the
 * library's focus-restore timer run while jsdom still exists. Left pending,
 * it fires after the file's environment is torn down and throws
 * "HTMLElement is not defined", failing the whole run.
 */
export function settleSweetAlert(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, FOCUS_RESTORE_MS + 50));
}
