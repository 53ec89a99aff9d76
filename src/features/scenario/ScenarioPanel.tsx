import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/useT';
import { loadCallsMessages } from '../../i18n/workspace';
import { scenarioDescription } from './descriptions';
import { scenarioHref, type ScenarioStatus } from './scenarioApi';

// With its texts, a catalog of its own: they stay out of the pages' first download.
const CallsView = lazy(async () => (await Promise.all([import('./CallsView'), loadCallsMessages()]))[0]);

/** Every scenario as a shareable link to this page with `?scenario=NAME`; loaded on first open. */
export default function ScenarioPanel({
  status,
  refusal,
  onClose,
}: {
  status: ScenarioStatus;
  /** The backend's refusal of the link's scenario, whole (the bar's line cuts it). */
  refusal?: string;
  onClose(): void;
}) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const [showCalls, setShowCalls] = useState(false);
  // In the commit that shows the panel: a passive effect let the panel appear before focus moved (a flaky test).
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="scenario-panel-title"
      className="card bg-base-100 text-base-content max-h-[70vh] w-80 max-w-full overflow-y-auto border shadow-xl"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="card-body gap-2 p-4">
        <h2 id="scenario-panel-title" ref={heading} tabIndex={-1} className="card-title text-base">
          {t(showCalls ? 'calls.open' : 'scenario.panelTitle')}
        </h2>
        {refusal && <p className="text-error text-sm break-words">{refusal}</p>}
        {showCalls ? (
          <Suspense fallback={null}>
            <CallsView />
          </Suspense>
        ) : (
          <ul className="flex flex-col gap-1">
            {status.scenarios.map((scenario) => (
              <li key={scenario.name}>
                <a
                  className="link font-mono"
                  href={scenarioHref(scenario.name)}
                  aria-current={scenario.name === status.current ? 'true' : undefined}
                >
                  {scenario.name}
                </a>
                <span className="block text-xs opacity-80">{scenarioDescription(scenario, t)}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-sm" onClick={() => setShowCalls(!showCalls)}>
            {t(showCalls ? 'scenario.open' : 'calls.open')}
          </button>
          <button type="button" className="btn btn-sm" onClick={onClose}>
            {t('scenario.close')}
          </button>
        </div>
      </div>
    </section>
  );
}
