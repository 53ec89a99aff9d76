import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { DEMO_TOOLS } from '../../components/demoTools';
import { useSkippedCount } from '../../components/useSkippedCount';
import { useT } from '../../i18n/useT';
import { clearScenario, fetchScenarios, scenarioHref, type ScenarioStatus } from './scenarioApi';

const ScenarioPanel = lazy(() => import('./ScenarioPanel'));

/** Outside `default` the badge always shows; in dev and demo builds a "Scenarios" button shows too. */
const ALWAYS_OFFER_PANEL = import.meta.env.MODE !== 'e2e';

/** The bar's height (h-8); the page starts this far down, so the bar covers none of it. */
const BAR_HEIGHT = '2rem';

/**
 * Room at the top of the page while the bar shows (absolute, not fixed: fixed covered content on
 * phones). Dev and demo builds reserve it from the first paint (app/App.tsx); the e2e build here.
 */
function useRoomAtTop(shown: boolean) {
  useLayoutEffect(() => {
    if (!shown || ALWAYS_OFFER_PANEL) return;
    document.body.style.paddingTop = BAR_HEIGHT;
    return () => {
      document.body.style.paddingTop = '';
    };
  }, [shown]);
}

/** A `?scenario=` the backend would not switch to, and its reason (the stub names what to run instead). */
export interface RefusedSwitch {
  name: string;
  reason?: string;
}

/** A bar above the page: the current scenario, how to clear it, a panel of all; none on a real backend. */
export function ScenarioBadge({ refused }: { refused?: RefusedSwitch }) {
  const [status, setStatus] = useState<ScenarioStatus | null>(null);
  const [open, setOpen] = useState(false);
  const skipped = useSkippedCount();
  const t = useT();

  useEffect(() => {
    fetchScenarios().then(setStatus, () => setStatus(null));
  }, []);

  const active = status !== null && status.current !== 'default';
  const shown = status !== null && (active || ALWAYS_OFFER_PANEL || refused !== undefined);
  useRoomAtTop(shown);
  if (!shown) return null;

  const clear = async () => {
    await clearScenario();
    // A fresh load: every screen asks the backend again, now in the default scenario.
    window.location.assign(scenarioHref(null));
  };
  const current = `${t('scenario.current')} ${status.current}${skipped > 0 ? ` ${t('scenario.skipped', { count: skipped })}` : ''}`;
  // A reason can run to a list of every scenario: in the bar's one line, whole in the panel.
  const refusal =
    refused && `${t('scenario.refused', { name: refused.name })} ${refused.reason ?? ''}`.trim();

  return (
    <aside aria-label={t('scenario.label')} className="absolute inset-x-0 top-0 z-50 text-xs" {...DEMO_TOOLS}>
      <div className="bg-warning text-warning-content flex h-8 items-center gap-2 px-3 whitespace-nowrap">
        {active && (
          // One line: a long name or count is cut with an ellipsis, the whole of it in the tooltip.
          <span role="status" title={current} className="min-w-0 truncate">
            {t('scenario.current')} <strong className="font-mono">{status.current}</strong>
            {skipped > 0 && ` ${t('scenario.skipped', { count: skipped })}`}
          </span>
        )}
        {refusal && (
          <p
            role="alert"
            title={refusal}
            className="bg-error text-error-content min-w-0 truncate rounded px-2"
          >
            {refusal}
          </p>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-xs ms-auto shrink-0"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {t('scenario.open')}
        </button>
        {active && (
          <button type="button" className="btn btn-ghost btn-xs shrink-0" onClick={() => void clear()}>
            {t('scenario.clear')}
          </button>
        )}
      </div>
      {open && (
        <div className="absolute end-2 top-full mt-1 max-w-[calc(100vw-1rem)]">
          <Suspense fallback={null}>
            <ScenarioPanel status={status} refusal={refusal} onClose={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
    </aside>
  );
}
