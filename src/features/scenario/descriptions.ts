import type { Translate } from '../../i18n/useT';
import type { ScenarioInfo } from './scenarioApi';

/** In the workspace catalog (src/i18n/locales/workspace/*.po); the scenarios are in mocks/scenarios.ts. */
export const descriptionKey = (name: string) => `scenario.description.${name}`;

/** A scenario's description in the active language; one the catalog does not have yet shows the backend's line. */
export function scenarioDescription(scenario: ScenarioInfo, t: Translate): string {
  const key = descriptionKey(scenario.name);
  const text = t(key);
  return text === key ? scenario.description : text;
}
