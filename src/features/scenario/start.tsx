import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { i18n } from '../../i18n/i18n';
import { loadWorkspaceMessages } from '../../i18n/workspace';
import { ScenarioBadge, type RefusedSwitch } from './ScenarioBadge';
import { backendReason, type ApiError } from '../../api/errors';
import { adoptControlKey } from './controlKey';
import { switchScenario } from './scenarioApi';

/**
 * Dev, demo and e2e builds only (main.tsx loads this behind VITE_SCENARIOS):
 * `?scenario=NAME` on any URL puts the backend the app talks to (stub or MSW)
 * into that named scenario before the first call, so a shared link reproduces
 * the state. The backend keeps it, so the app's own links need not carry it.
 */
/** The backend's refusal of the URL's scenario, shown in the bar (e.g. one chosen only at the stub's start). */
let refusedSwitch: RefusedSwitch | undefined;

export async function applyScenarioFromUrl(): Promise<void> {
  const requested = new URLSearchParams(window.location.search).get('scenario');
  if (!requested) return;
  try {
    await switchScenario(requested);
  } catch (error) {
    console.warn(`[scenario] could not switch to '${requested}': ${(error as Error).message}`);
    refusedSwitch = { name: requested, reason: backendReason((error as ApiError).body) };
  }
}

// Before the app's first call: a phone's address may carry the stub's control key.
adoptControlKey();

// The bar's texts are the workspace's own catalog (src/i18n/workspace.ts): asked for as soon as
// main.tsx loads this module, so that they are in by the time the page has rendered.
loadWorkspaceMessages().catch(() => {
  /* mountScenarioBadge asks again */
});

/**
 * The bar and panel get their own small root: the app's tree stays as it is in
 * production. Last in the body, so the skip link stays the first tab stop; the
 * provider re-renders the bar when the shopper switches language. Mounted once
 * its texts are in: never a message id in their place.
 */
export async function mountScenarioBadge(): Promise<void> {
  try {
    await loadWorkspaceMessages();
  } catch (error) {
    console.warn('[scenario] the scenario bar did not load its texts', error);
    return;
  }
  const host = document.createElement('div');
  host.id = 'scenario-badge-root';
  document.body.append(host);
  createRoot(host).render(
    <I18nProvider i18n={i18n}>
      <ScenarioBadge refused={refusedSwitch} />
    </I18nProvider>,
  );
}
