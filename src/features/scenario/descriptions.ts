import type { Translate } from '../../i18n/useT';
import type { ScenarioInfo } from './scenarioApi';

/**
 * A scenario's description in the app: `scenario.description.<name>` in the workspace catalog
 * (src/i18n/locales/workspace/*.po). The scenarios themselves, with the English line the stub's
 * CLI and GET /__stub/scenario show, are listed once, in mocks/scenarios.ts; the catalogs' test
 * fails a scenario without its key and a key without its scenario.
 */
export const descriptionKey = (name: string) => `scenario.description.${name}`;

/** A scenario's description in the active language; one the catalog does not have yet shows the backend's line. */
export function scenarioDescription(scenario: ScenarioInfo, t: Translate): string {
  const key = descriptionKey(scenario.name);
  const text = t(key);
  return text === key ? scenario.description : text;
}
