import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { i18n } from '../../i18n/i18n';
import { loadWorkspaceMessages } from '../../i18n/workspace';
import { ScenarioBadge, type RefusedSwitch } from './ScenarioBadge';
import { backendReason, type ApiError } from '../../api/errors';
import { adoptControlKey } from './controlKey';
import { switchScenario } from './scenarioApi';

/** The backend's refusal of the URL's scenario, shown in the bar (e.g. one chosen only at the stub's start). */
let refusedSwitch: RefusedSwitch | undefined;

/** `?scenario=NAME` switches the backend (stub or MSW) before the app's first call; the backend keeps it. */
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

// The bar's texts (src/i18n/workspace.ts), asked for at once so they are in by the first render.
loadWorkspaceMessages().catch(() => {
  /* mountScenarioBadge asks again */
});

/**
 * Its own root, so the app's tree is as in production; last in the body, so the skip link stays the
 * first tab stop. Mounted once its texts are in: never a message id in their place.
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
