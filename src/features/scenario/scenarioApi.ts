export {
  clearScenario,
  fetchScenarios,
  switchScenario,
  type ScenarioInfo,
  type ScenarioStatus,
} from '../../api/stubScenario';

/** The current page with `?scenario=` set (or removed): a link someone can send. */
export function scenarioHref(name: string | null, location: Location = window.location): string {
  const url = new URL(location.href);
  if (name) url.searchParams.set('scenario', name);
  else url.searchParams.delete('scenario');
  return `${url.pathname}${url.search}${url.hash}`;
}
