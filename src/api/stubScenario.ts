import { requestJson } from './http';

/** One scenario as the fake backend's `/__stub/scenario` lists it (mocks/scenarios.ts). */
export interface ScenarioInfo {
  name: string;
  description: string;
}

export interface ScenarioStatus {
  current: string;
  scenarios: ScenarioInfo[];
}

/*
 * The fake backend's scenario route (not part of the product contract). The same
 * URL works with the stub and with MSW (the worker answers it inside the tab); a
 * real backend has none, and then there is nothing to show. Only the dev/demo
 * scenario feature imports this module, so production builds leave it out.
 */
const PATH = '__stub/scenario';

export const fetchScenarios = async () => (await requestJson('list the scenarios', PATH)) as ScenarioStatus;

export const switchScenario = async (name: string) =>
  (await requestJson('switch the scenario', PATH, { method: 'POST', json: { name } })) as ScenarioStatus;

export const clearScenario = async () =>
  (await requestJson('clear the scenario', PATH, { method: 'DELETE' })) as ScenarioStatus;
