import { clearScenario as clearOnBackend, switchScenario as switchOnBackend } from '../../api/stubScenario';
import { controlKeyHeaders } from './controlKey';

export { fetchScenarios, type ScenarioInfo, type ScenarioStatus } from '../../api/stubScenario';

export const switchScenario = (name: string) => switchOnBackend(name, controlKeyHeaders());
export const clearScenario = () => clearOnBackend(controlKeyHeaders());

/** The current page with `?scenario=` set (or removed): a link someone can send. */
export function scenarioHref(name: string | null, location: Location = window.location): string {
  const url = new URL(location.href);
  if (name) url.searchParams.set('scenario', name);
  else url.searchParams.delete('scenario');
  return `${url.pathname}${url.search}${url.hash}`;
}
