/** sweetalert2's RESTORE_FOCUS_TIMEOUT: it gives focus back this long after a popup closes. */
const FOCUS_RESTORE_MS = 100;

/**
 * `afterAll` of files that open popups: the focus-restore timer runs while jsdom exists, not after
 * (it threw "HTMLElement is not defined", failing the run).
 */
export function settleSweetAlert(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, FOCUS_RESTORE_MS + 50));
}

/** After each test (src/test/setup.ts), as a toast outlives its test; gone at once (jsdom animates none). */
export async function closePopups(): Promise<void> {
  if (!document.querySelector('.swal2-container')) return;
  const { default: Swal } = await import('sweetalert2');
  Swal.close();
  for (const container of document.querySelectorAll('.swal2-container')) container.remove();
}
