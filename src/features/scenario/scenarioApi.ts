import { apiUrl } from '../../api/client';

/** One scenario as /__stub/scenario lists it (mocks/scenarios.ts). */
export interface ScenarioInfo {
  name: string;
  description: string;
}

export interface ScenarioStatus {
  current: string;
  scenarios: ScenarioInfo[];
}

/**
 * The fake backend's scenario route. The same URL works with the stub and
 * with MSW (the worker answers it inside the tab); a real backend has none,
 * and then there is nothing to show.
 */
const scenarioUrl = () => apiUrl('__stub/scenario');

async function answer(response: Response): Promise<ScenarioStatus> {
  if (!response.ok) throw new Error(`${scenarioUrl()} answered ${response.status}`);
  return (await response.json()) as ScenarioStatus;
}

export async function fetchScenarios(): Promise<ScenarioStatus> {
  return answer(await fetch(scenarioUrl()));
}

export async function switchScenario(name: string): Promise<ScenarioStatus> {
  return answer(
    await fetch(scenarioUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    }),
  );
}

export async function clearScenario(): Promise<ScenarioStatus> {
  return answer(await fetch(scenarioUrl(), { method: 'DELETE' }));
}

/** The current page with `?scenario=` set (or removed): a link someone can send. */
export function scenarioHref(name: string | null, location: Location = window.location): string {
  const url = new URL(location.href);
  if (name) url.searchParams.set('scenario', name);
  else url.searchParams.delete('scenario');
  return `${url.pathname}${url.search}${url.hash}`;
}
