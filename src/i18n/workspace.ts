import { addCatalog, type FeatureCatalog } from './i18n';
import { messages as bengali } from './locales/workspace/bn.po';
import { messages as english } from './locales/workspace/en.po';

/**
 * The messages of the workspace's own tools: the scenario bar (src/features/scenario), the
 * preview banner (src/features/preview-banner) and the Auth emulator's account picker
 * (GoogleEmulatorDialog). Only dev, e2e and demo builds have those tools, so their texts are a
 * catalog of their own that the tools load themselves: a production build's first page carries
 * none of them (its tools' calls are dropped as dead code, and these imports with them).
 * Both languages are in the tools' own chunk rather than a chunk each: a Bengali demo page would
 * otherwise wait one more round trip for them before its first render.
 */
const WORKSPACE_CATALOG: FeatureCatalog = {
  en: () => Promise.resolve({ messages: english }),
  bn: () => Promise.resolve({ messages: bengali }),
};

/**
 * Loads the workspace's messages into the active language (and, from then on, into any language
 * switched to before it shows). Resolves once the tools' texts can render.
 */
export function loadWorkspaceMessages(): Promise<void> {
  return addCatalog(WORKSPACE_CATALOG);
}
