/** SweetAlert2 popups (docs/product.md §8, §9), loaded on first use; titles arrive translated. */
import type { SweetAlertOptions } from 'sweetalert2';
import { t } from '../i18n/i18n';
import { TECHNICAL_DETAIL_CLASS } from './failure';

/** docs/product.md §9: popups and toasts stay 1500 ms. */
export const POPUP_MS = 1500;

/** SweetAlert2 once the popup before has closed: one fired during its closing animation goes with it. */
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
      // An animation that never ends (a hidden tab) must not hold the next popup back.
      const timer = setTimeout(done, 1_000);
    });
  }
  return Swal;
}

/**
 * The open question's answer: SweetAlert2 shows one popup, so a toast fired meanwhile (a favorite's,
 * arriving with the backend's answer) would take the question's place, and the question's answer with it.
 */
let openQuestion: Promise<unknown> | undefined;

async function fire(options: SweetAlertOptions): Promise<void> {
  let Swal = await sweetAlert();
  while (openQuestion) {
    await openQuestion;
    Swal = await sweetAlert();
  }
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

/** An error dialog the user closes; a technical `detail` goes small beneath. */
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

/** A sign-in error (src/auth/errors.ts describeAuthError). */
export function showAuthError({ message, detail }: { message: string; detail: string }): Promise<void> {
  return showError(message, undefined, detail);
}

/** Asks before something irreversible: true only for confirm; Cancel has the focus, so Enter does nothing. */
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
  const answer = Swal.fire({
    icon: 'warning',
    title,
    text,
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: t('common.cancel'),
    focusCancel: true,
  });
  const asked = (openQuestion = answer.finally(() => {
    if (openQuestion === asked) openQuestion = undefined;
  }));
  return (await answer).isConfirmed;
}
