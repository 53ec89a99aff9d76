import { useId, useState } from 'react';
import { DEMO_TOOLS } from '../../components/demoTools';
import { useSkippedCount } from '../../components/useSkippedCount';
import { useLanguage, useT } from '../../i18n/useT';
import { loadWorkspaceMessages } from '../../i18n/workspace';
import { useHydrated } from '../../lib/useHydrated';
import { useDemoReset, useResetNotice } from './demoReset';
import { splitLine } from './splitLine';
import { useBackendHealth, useBackendSplit } from './useBackendHealth';
import { useDemoNotice, type DemoNotice } from './useDemoNotice';

// Its texts are the workspace's catalog (src/i18n/workspace.ts), asked for at module load so that
// main.tsx's first language activation waits for them.
if (import.meta.env.VITE_PREVIEW_BANNER === 'true')
  loadWorkspaceMessages().catch(() => {
    /* activateLanguage says so; the app starts without them */
  });

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
 * docs/product.md §4: whether the preview backend answers (in dev, also items the contract rejected).
 * In the flow, not fixed (that hid controls); its line is reserved while checking. On a phone a tap
 * opens the demo's whole sentence and what is real (issue 46).
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
  const { resetting, reset } = useDemoReset(reload);
  useResetNotice(demo);
  const health = useBackendHealth();
  const split = useBackendSplit();
  const language = useLanguage();
  const [closed, setClosed] = useState(wasDismissed);
  const [explained, setExplained] = useState(false);
  const explanationId = useId();
  const skipped = useSkippedCount();
  // The prerendered HTML reserves the banner's line; a visitor who closed it loses it after hydration.
  const hydrated = useHydrated();
  // The demo's storage notice shows even to a visitor who closed the banner, until closed on this page.
  const notice = useDemoNotice(demo);
  const [closedNotice, setClosedNotice] = useState<DemoNotice>();
  const telling = notice !== undefined && notice !== closedNotice;
  if ((closed && hydrated && !telling) || health === 'elsewhere') return null;
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
  return (
    <aside
      {...DEMO_TOOLS}
      aria-label={t('banner.label')}
      className={`px-3 text-xs ${connected ? 'bg-info/15' : health === 'checking' ? '' : 'bg-warning/25'}`}
    >
      <div className="flex min-h-8 items-start gap-x-2">
        {health !== 'checking' && (
          <>
            {connected && demo ? (
              // Cut to one line until asked; then the whole sentence wraps, and what is real follows.
              <button
                type="button"
                className="flex min-h-8 min-w-0 flex-1 cursor-pointer items-center gap-1 py-1.5 text-start"
                aria-expanded={explained}
                aria-controls={explained ? explanationId : undefined}
                onClick={() => setExplained(!explained)}
              >
                <span role="status" className={explained ? 'min-w-0' : 'min-w-0 truncate'}>
                  {t(telling ? notice : 'banner.demo')}
                </span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className={`size-4 shrink-0 ${explained ? 'rotate-180' : ''}`}
                >
                  <path d="M5.5 7.5 10 12l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
            ) : (
              <span role="status" className="min-w-0 flex-1 py-2">
                {connected
                  ? split
                    ? splitLine(split, t, language)
                    : t('banner.connected')
                  : t('banner.disconnected')}
                {import.meta.env.DEV && skipped > 0 && ` ${t('banner.skipped', { count: skipped })}`}
              </span>
            )}
            {connected && demo && (
              <button
                type="button"
                className="btn btn-outline btn-xs my-1 shrink-0"
                disabled={resetting}
                onClick={() => void reset()}
              >
                {t('banner.resetDemo')}
              </button>
            )}
            {connected && !demo && (
              <a
                className="link shrink-0 py-2"
                href="https://github.com/typicode/json-server/tree/v0.17.4#readme"
                target="_blank"
                rel="noreferrer"
              >
                {t('banner.learnMore')}
              </a>
            )}
            <button
              type="button"
              className="btn btn-ghost btn-xs my-1 ms-auto shrink-0"
              aria-label={t('banner.close')}
              onClick={close}
            >
              <span aria-hidden="true">{CLOSE_MARK}</span>
            </button>
          </>
        )}
      </div>
      {connected && demo && explained && (
        <p id={explanationId} className="pb-2">
          {t('banner.demoWhatIsReal')}
        </p>
      )}
    </aside>
  );
}

const CLOSE_MARK = '✕';

/**
 * The scenario bar's line (src/features/scenario, its own root), kept from the first paint; gone for
 * a backend that is no stub, which has no scenarios (the bar then stays away too).
 */
export function ScenarioBarRoom() {
  return useBackendHealth() === 'elsewhere' ? null : <div className="h-8" />;
}
