import { requestJson } from '../../api/http';
import type { CallEntry } from '../../contract/verdict';
import { controlKeyHeaders } from './controlKey';

/** One scenario as the fake backend's `/__stub/scenario` lists it (mocks/scenarios.ts). */
export interface ScenarioInfo {
  name: string;
  description: string;
}

export interface ScenarioStatus {
  current: string;
  scenarios: ScenarioInfo[];
}

/* The fake backend's scenario route (stub and MSW; not in the product contract, a real backend has none). */
const PATH = '__stub/scenario';

export const fetchScenarios = async () => (await requestJson('list the scenarios', PATH)) as ScenarioStatus;

/** A switch changes the backend for everyone who uses it: off this machine the stub wants its control key. */
export const switchScenario = async (name: string) =>
  (await requestJson('switch the scenario', PATH, {
    method: 'POST',
    json: { name },
    headers: controlKeyHeaders(),
  })) as ScenarioStatus;

export const clearScenario = async () =>
  (await requestJson('clear the scenario', PATH, {
    method: 'DELETE',
    headers: controlKeyHeaders(),
  })) as ScenarioStatus;

/** The current page with `?scenario=` set (or removed): a link someone can send. */
export function scenarioHref(name: string | null, location: Location = window.location): string {
  const url = new URL(location.href);
  if (name) url.searchParams.set('scenario', name);
  else url.searchParams.delete('scenario');
  return `${url.pathname}${url.search}${url.hash}`;
}

/* The fake backend's journal of calls (mocks/journal.ts): it shows who called what, so off this machine it wants the key. */
const CALLS_PATH = '__stub/requests';

export const fetchCalls = async () =>
  (
    (await requestJson('list the calls', CALLS_PATH, { headers: controlKeyHeaders() })) as {
      calls: CallEntry[];
    }
  ).calls;

export const clearCalls = async () =>
  void (await requestJson('clear the calls', CALLS_PATH, { method: 'DELETE', headers: controlKeyHeaders() }));
