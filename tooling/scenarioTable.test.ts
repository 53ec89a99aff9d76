import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenarioList } from '../mocks/scenarios';
import { SCENARIO_DOC, TABLE_END, TABLE_START, scenarioTable, withScenarioTable } from './scenarioTable';

describe('the table of scenarios in docs/workspace.md', () => {
  it('is the one mocks/scenarios.ts gives', async () => {
    const doc = readFileSync(path.join(import.meta.dirname, '..', SCENARIO_DOC), 'utf8');
    expect(
      withScenarioTable(doc, await scenarioTable(scenarioList())) === doc,
      `${SCENARIO_DOC}'s table of scenarios is stale: run \`npm run docs:scenarios\``,
    ).toBe(true);
  });

  it('writes one row per scenario between the markers, as Prettier lays it out, and leaves the rest of the page alone', async () => {
    const doc = `before\n${TABLE_START}\nold\n${TABLE_END}\nafter\n`;
    const table = await scenarioTable([{ name: 'a-b', description: 'x | y.' }]);
    expect(withScenarioTable(doc, table)).toBe(
      `before\n${TABLE_START}\n\n| Scenario | What the backend does |\n| -------- | --------------------- |\n| \`a-b\`    | x \\| y.               |\n\n${TABLE_END}\nafter\n`,
    );
    expect(() => withScenarioTable('no markers', table)).toThrow(/has lost its markers/);
  });
});
