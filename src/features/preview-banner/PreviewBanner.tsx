import { useState } from 'react';
import { resetDemoData } from '../../api/demoReset';
import { useAuth } from '../../auth/AuthContext';
import { useSkippedCount } from '../../components/useSkippedCount';
import { useT } from '../../i18n/useT';
import { useHydrated } from '../../lib/useHydrated';
import { useBackendHealth } from './useBackendHealth';
import { useDemoNotice, type DemoNotice } from './useDemoNotice';

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
export function PreviewBanner({
  demo = import.meta.env.MODE === 'demo',
  reload = () => location.reload(),
}: {
  /** The demo build: the banner says so and offers "Reset demo data". */
  demo?: boolean;
  reload?: () => void;
}) {
  const t = useT();
  const { logout } = useAuth();
  const [resetting, setResetting] = useState(false);
  const health = useBackendHealth();
  const [closed, setClosed] = useState(wasDismissed);
  const skipped = useSkippedCount();
  // The prerendered HTML reserves the banner's line; a visitor who closed it loses it after hydration.
  const hydrated = useHydrated();
  // The demo's word about this browser's storage is new: said even to a visitor who closed the
  // banner before, until they close it on this page.
  const notice = useDemoNotice(demo);
  const [closedNotice, setClosedNotice] = useState<DemoNotice>();
  const telling = notice !== undefined && notice !== closedNotice;
  if (closed && hydrated && !telling) return null;
  const connected = health === 'connected';
  const close = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      /* closed for this page only */
    }
    setClosed(true);
    setClosedNotice(notice);
  };
  // The demo build (dist-demo/): the backend and the accounts live in this browser; a reset
  // signs out and loads the page again from the fixtures and the demo accounts.
  const resetDemo = async () => {
    setResetting(true);
    try {
      await logout();
      await resetDemoData();
    } finally {
      reload();
    }
  };
  return (
    <aside
      aria-label={t('banner.label')}
      className={`flex h-8 items-center gap-2 overflow-hidden px-3 text-xs ${connected ? 'bg-info/15' : health === 'checking' ? '' : 'bg-warning/25'}`}
    >
      {health !== 'checking' && (
        <>
          <span role="status" className="min-w-0 truncate">
            {connected ? (demo ? t(telling ? notice : 'banner.demo') : t('banner.connected')) : t('banner.disconnected')}
            {import.meta.env.DEV &&
              skipped > 0 &&
              ` ${t('banner.skipped', { count: skipped })}`}
          </span>
          {connected && demo && (
            <button type="button" className="btn btn-outline btn-xs shrink-0" disabled={resetting} onClick={() => void resetDemo()}>
              {t('banner.resetDemo')}
            </button>
          )}
          {connected && !demo && (
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
