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

/** A switch changes the backend for everyone who uses it: off this machine the stub wants its control key. */
export const switchScenario = async (name: string, headers?: Record<string, string>) =>
  (await requestJson('switch the scenario', PATH, {
    method: 'POST',
    json: { name },
    headers,
  })) as ScenarioStatus;

export const clearScenario = async (headers?: Record<string, string>) =>
  (await requestJson('clear the scenario', PATH, { method: 'DELETE', headers })) as ScenarioStatus;
