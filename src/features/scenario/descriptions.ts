import type { Translate } from '../../i18n/useT';
import type { ScenarioInfo } from './scenarioApi';

/**
 * The catalog key of each scenario's description (mocks/scenarios.ts keeps its
 * English line for the stub's CLI and /__stub/scenario listing).
 */
const DESCRIPTION_KEYS: Record<string, string> = {
  default: 'scenario.description.default',
  empty: 'scenario.description.empty',
  slow: 'scenario.description.slow',
  'backend-down': 'scenario.description.backendDown',
  flaky: 'scenario.description.flaky',
  'big-catalog': 'scenario.description.bigCatalog',
  malformed: 'scenario.description.malformed',
  'new-user': 'scenario.description.newUser',
  'open-wishlists': 'scenario.description.openWishlists',
};

/** A scenario's description in the active language; one the app does not know yet shows the backend's line. */
export function scenarioDescription(scenario: ScenarioInfo, t: Translate): string {
  const key = DESCRIPTION_KEYS[scenario.name];
  return key ? t(key) : scenario.description;
}
