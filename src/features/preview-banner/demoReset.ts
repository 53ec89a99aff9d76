import { useEffect, useRef, useState } from 'react';
import { requestJson } from '../../api/http';
import { useAuth } from '../../auth/AuthContext';
import { confirmAction, showToast } from '../../components/alerts';
import { useT } from '../../i18n/useT';

/** Set just before the reset's reload, read once by the page it loads: "the demo data was reset". */
const RESET_DONE_KEY = 'demo-reset-done';

function markResetDone() {
  try {
    sessionStorage.setItem(RESET_DONE_KEY, '1');
  } catch {
    /* no notice, the reset is done all the same */
  }
}

/** Whether the page before was a reset's: true once, then forgotten. */
export function takeResetDone(): boolean {
  try {
    const done = sessionStorage.getItem(RESET_DONE_KEY) === '1';
    sessionStorage.removeItem(RESET_DONE_KEY);
    return done;
  } catch {
    return false;
  }
}

/** The demo build's "Reset demo data": asks, signs out, resets, reloads (useResetNotice then says so). */
export function useDemoReset(reload: () => void) {
  const t = useT();
  const { logout } = useAuth();
  const [resetting, setResetting] = useState(false);
  const reset = async () => {
    const confirmed = await confirmAction({
      title: t('banner.resetConfirmTitle'),
      text: t('banner.resetConfirmText'),
      confirmText: t('banner.resetConfirm'),
    });
    if (!confirmed) return;
    setResetting(true);
    try {
      await logout();
      await requestJson('reset the demo data', '__demo/reset', { method: 'POST' });
      markResetDone();
    } finally {
      reload();
    }
  };
  return { resetting, reset };
}

/** After a reset's reload, a short notice that the demo data was reset. */
export function useResetNotice(demo: boolean) {
  const t = useT();
  const asked = useRef(false);
  useEffect(() => {
    // Once, as the page starts: a later run (`t` changed) during a reset would take the next page's flag.
    if (asked.current) return;
    asked.current = true;
    if (demo && takeResetDone()) void showToast(t('banner.resetDone'));
  }, [demo, t]);
}
