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

/**
 * Each test starts with no popup (src/test/setup.ts, after each test): a toast stays open longer
 * than the test that showed it, and the next test found two role="alert" elements. Closes the one
 * left open and takes it out of the document at once (jsdom runs no closing animation).
 */
export async function closePopups(): Promise<void> {
  if (!document.querySelector('.swal2-container')) return;
  const { default: Swal } = await import('sweetalert2');
  Swal.close();
  for (const container of document.querySelectorAll('.swal2-container')) container.remove();
}
