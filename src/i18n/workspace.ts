import { addCatalog, type FeatureCatalog } from './i18n';

/**
 * The messages of the workspace's own tools: the scenario bar (src/features/scenario), the
 * preview banner (src/features/preview-banner) and the Auth emulator's account picker
 * (GoogleEmulatorDialog). Only dev, e2e and demo builds have those tools, so their texts are a
 * catalog of their own (locales/workspace/, its own chunk per language) that the tools load
 * themselves: a production build's first page carries none of them.
 */
const WORKSPACE_CATALOG: FeatureCatalog = {
  en: () => import('./locales/workspace/en.po'),
  bn: () => import('./locales/workspace/bn.po'),
};

/**
 * Loads the workspace's messages into the active language (and, from then on, into any language
 * switched to before it shows). Resolves once the tools' texts can render.
 */
export function loadWorkspaceMessages(): Promise<void> {
  return addCatalog(WORKSPACE_CATALOG);
}
