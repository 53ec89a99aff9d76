import { useState } from 'react';
import { useSkippedCount } from '../../components/useSkippedCount';
import { useT } from '../../i18n/useT';
import { useHydrated } from '../../lib/useHydrated';
import { useBackendHealth } from './useBackendHealth';

/** Kept once closed: the banner says the same thing on every visit. */
const DISMISSED_KEY = 'preview-banner-dismissed';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Spec section 4: a small banner that says whether the preview backend (the
 * workspace's stub) answers. In dev it also counts items the contract rejected.
 * A one-line strip above the page, in the flow: fixed over the page it hid
 * buttons, links and the price inputs. Its line is reserved while the check
 * runs, so the page does not jump when the answer comes.
 */
export function PreviewBanner() {
  const t = useT();
  const health = useBackendHealth();
  const [closed, setClosed] = useState(wasDismissed);
  const skipped = useSkippedCount();
  // The prerendered HTML reserves the banner's line; a visitor who closed it loses it after hydration.
  const hydrated = useHydrated();
  if (closed && hydrated) return null;
  const connected = health === 'connected';
  const close = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      /* closed for this page only */
    }
    setClosed(true);
  };
  return (
    <aside
      aria-label={t('banner.label')}
      className={`flex h-8 items-center gap-2 overflow-hidden px-3 text-xs ${connected ? 'bg-info/15' : health === 'checking' ? '' : 'bg-warning/25'}`}
    >
      {health !== 'checking' && (
        <>
          <span role="status" className="min-w-0 truncate">
            {connected ? t('banner.connected') : t('banner.disconnected')}
            {import.meta.env.DEV &&
              skipped > 0 &&
              ` ${t('banner.skipped', { count: skipped })}`}
          </span>
          {connected && (
            <a className="link shrink-0" href="https://github.com/typicode/json-server/tree/v0.17.4#readme" target="_blank" rel="noreferrer">
              {t('banner.learnMore')}
            </a>
          )}
          <button type="button" className="btn btn-ghost btn-xs ms-auto shrink-0" aria-label={t('banner.close')} onClick={close}>
            <span aria-hidden="true">{CLOSE_MARK}</span>
          </button>
        </>
      )}
    </aside>
  );
}

const CLOSE_MARK = '✕';
