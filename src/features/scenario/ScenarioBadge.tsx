import { lazy, Suspense, useEffect, useState } from 'react';
import { useSkippedCount } from '../../components/useSkippedCount';
import { clearScenario, fetchScenarios, scenarioHref, type ScenarioStatus } from './scenarioApi';

const ScenarioPanel = lazy(() => import('./ScenarioPanel'));

/** Outside `default` the badge always shows; in dev and demo builds a "Scenarios" button shows too. */
const ALWAYS_OFFER_PANEL = import.meta.env.MODE !== 'e2e';

/**
 * "Scenario: backend-down" with a way to clear it, and a panel listing all
 * scenarios. Shows nothing when the backend has no scenarios (a real backend).
 */
export function ScenarioBadge() {
  const [status, setStatus] = useState<ScenarioStatus | null>(null);
  const [open, setOpen] = useState(false);
  const skipped = useSkippedCount();

  useEffect(() => {
    fetchScenarios().then(setStatus, () => setStatus(null));
  }, []);

  if (!status) return null;
  const active = status.current !== 'default';
  if (!active && !ALWAYS_OFFER_PANEL) return null;

  const clear = async () => {
    await clearScenario();
    // A fresh load: every screen asks the backend again, now in the default scenario.
    window.location.assign(scenarioHref(null));
  };

  return (
    <aside
      aria-label="Scenario"
      className="fixed right-2 bottom-2 z-50 flex max-w-[calc(100vw-1rem)] flex-col items-end gap-2 text-xs sm:text-sm"
    >
      {open && (
        <Suspense fallback={null}>
          <ScenarioPanel status={status} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <div className="badge badge-warning badge-lg h-auto gap-2 py-1 shadow-lg">
        {active && (
          <span role="status">
            Scenario: <strong>{status.current}</strong>
            {skipped > 0 && ` (${skipped} invalid item(s) skipped)`}
          </span>
        )}
        <button
          type="button"
          className="btn btn-ghost btn-xs"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          Scenarios
        </button>
        {active && (
          <button type="button" className="btn btn-ghost btn-xs" onClick={() => void clear()}>
            Clear scenario
          </button>
        )}
      </div>
    </aside>
  );
}
