/**
 * The table of named scenarios in docs/workspace.md, written from mocks/scenarios.ts between two
 * markers by `npm run docs:scenarios`; tooling/scenarioTable.test.ts fails while it is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scenarioList } from '../mocks/scenarios.ts';

export const SCENARIO_DOC = 'docs/workspace.md';
export const TABLE_START =
  '<!-- scenarios: written by `npm run docs:scenarios` from mocks/scenarios.ts; do not edit -->';
export const TABLE_END = '<!-- /scenarios -->';

/** The markdown table: each scenario's name and its one English line, as Prettier lays it out. */
export async function scenarioTable(
  scenarios: readonly { name: string; description: string }[],
): Promise<string> {
  const rows = scenarios.map(
    ({ name, description }) => `| \`${name}\` | ${description.replaceAll('|', '\\|')} |`,
  );
  const table = ['| Scenario | What the backend does |', '|---|---|', ...rows].join('\n');
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(path.join(import.meta.dirname, '..', SCENARIO_DOC));
  return (await prettier.format(table, { ...options, parser: 'markdown' })).trimEnd();
}

/** `doc` with the text between the markers replaced by `table`. */
export function withScenarioTable(doc: string, table: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start === -1 || end < start)
    throw new Error(
      `${SCENARIO_DOC} has lost its markers: put ${TABLE_START} and ${TABLE_END} where the table goes.`,
    );
  // Blank lines around the table, as Prettier writes them.
  return `${doc.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${doc.slice(end)}`;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const file = path.join(import.meta.dirname, '..', SCENARIO_DOC);
  try {
    writeFileSync(file, withScenarioTable(readFileSync(file, 'utf8'), await scenarioTable(scenarioList())));
    console.info(`${SCENARIO_DOC}: the table of ${scenarioList().length} scenarios, from mocks/scenarios.ts`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
