import { addCatalog, type FeatureCatalog } from './i18n';
import { messages as bengali } from './locales/workspace/bn.po';
import { messages as english } from './locales/workspace/en.po';

/**
 * The workspace tools' messages (scenario bar, preview banner, GoogleEmulatorDialog): a catalog the
 * tools load themselves, so production carries none. Both languages in one chunk: a Bengali demo page
 * would otherwise wait a round trip more.
 */
const WORKSPACE_CATALOG: FeatureCatalog = {
  en: () => Promise.resolve({ messages: english }),
  bn: () => Promise.resolve({ messages: bengali }),
};

/** Resolves once the tools' texts can render (addCatalog). */
export function loadWorkspaceMessages(): Promise<void> {
  return addCatalog(WORKSPACE_CATALOG);
}

/** The scenario panel's Calls view's messages, loaded with it (src/features/scenario/CallsView.tsx). */
const CALLS_CATALOG: FeatureCatalog = {
  en: () => import('./locales/workspace/calls/en.po'),
  bn: () => import('./locales/workspace/calls/bn.po'),
};

export const loadCallsMessages = (): Promise<void> => addCatalog(CALLS_CATALOG);
