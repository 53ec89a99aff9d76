/**
 * SweetAlert2 popups with the product's texts and timing (docs/product.md §8, §9). The library
 * is loaded on first use, never in the initial bundle. Titles arrive translated.
 */
import type { SweetAlertOptions } from 'sweetalert2';
import { t } from '../i18n/i18n';
import { TECHNICAL_DETAIL_CLASS } from './failure';

/** docs/product.md §9: popups and toasts stay 1500 ms. */
export const POPUP_MS = 1500;

/**
 * SweetAlert2, once the popup before has finished closing. A popup fired during the previous one's
 * closing animation is removed with it when that animation ends (a tap on "Reset demo data" as the
 * favorite's toast faded showed nothing, and its question never settled).
 */
async function sweetAlert() {
  const { default: Swal } = await import('sweetalert2');
  const hiding = document.querySelector('.swal2-popup.swal2-hide');
  const closing = hiding?.closest('.swal2-container');
  // Only while its animation runs: where none does (jsdom has no getAnimations), there is no end to wait for.
  if (closing && (hiding?.getAnimations?.().length ?? 0) > 0) {
    await new Promise<void>((resolve) => {
      const done = () => {
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      };
      const observer = new MutationObserver(() => {
        if (!closing.isConnected) done();
      });
      observer.observe(document.body, { childList: true });
      // An animation that never ends (a hidden tab) must not hold the next popup back for long.
      const timer = setTimeout(done, 1_000);
    });
  }
  return Swal;
}

async function fire(options: SweetAlertOptions): Promise<void> {
  const Swal = await sweetAlert();
  // The dialog's own button, in the chosen language.
  void Swal.fire({ confirmButtonText: t('alert.ok'), ...options });
}

/** A top-end success popup, e.g. 'Successfully Logged In'. */
export function showSuccess(title: string): Promise<void> {
  return fire({ position: 'top-end', icon: 'success', title, showConfirmButton: false, timer: POPUP_MS });
}

/** A small top-end toast, e.g. 'Successfully Logged Out'. */
export function showToast(title: string): Promise<void> {
  return fire({
    toast: true,
    position: 'top-end',
    icon: 'success',
    title,
    showConfirmButton: false,
    timer: POPUP_MS,
    timerProgressBar: true,
  });
}

/**
 * An error dialog the user closes, e.g. 'Logout Failed' with the reason; a
 * technical `detail` (a provider's code, a failed call) goes small beneath.
 */
export function showError(title: string, text?: string, detail?: string): Promise<void> {
  return fire({
    icon: 'error',
    title,
    text,
    footer: detail === undefined ? undefined : detailElement(detail),
  });
}

function detailElement(detail: string): HTMLElement {
  const code = document.createElement('small');
  code.className = TECHNICAL_DETAIL_CLASS;
  code.textContent = detail; // textContent: never HTML from the provider or the backend
  return code;
}

/** A sign-in error: the plain sentence as title, the provider's code in small text beneath. */
export function showAuthError({ message, detail }: { message: string; detail: string }): Promise<void> {
  return showError(message, undefined, detail);
}

/**
 * Asks before something that cannot be undone: resolves true for the confirm button, false for
 * Cancel, Escape or a click beside the dialog. Cancel has the focus, so Enter changes nothing.
 */
export async function confirmAction({
  title,
  text,
  confirmText,
}: {
  title: string;
  text: string;
  confirmText: string;
}): Promise<boolean> {
  const Swal = await sweetAlert();
  const { isConfirmed } = await Swal.fire({
    icon: 'warning',
    title,
    text,
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: t('common.cancel'),
    focusCancel: true,
  });
  return isConfirmed;
}
