/**
 * `npm run contract:diff -- --base origin/main`: what the contract change since a ref asks of the
 * backend (docs/ci.md, "What a contract change asks"). The base's docs/openapi.json is read with git
 * (on main it is never stale: test:contract checks it); this tree's is generated afresh.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { freshFixtureDb } from '../mocks/fixtureDb';
import { changeReport, contractChanges } from '../mocks/openapi/changes';
import { buildOpenApi } from '../mocks/openapi/document';
import { parseFlags, refuse } from './flags';

const ACK_LABEL = 'asks-more-of-the-backend';

const command = {
  name: 'contract:diff',
  usage:
    'usage: npm run contract:diff -- --base <git ref> [--acknowledged]\n' +
    '  compares docs/openapi.json at the ref with the contract this tree generates;\n' +
    `  exit 1 when a change asks more of the backend, unless --acknowledged (CI: the label ${ACK_LABEL})`,
};

const { values, positionals } = parseFlags(command, {
  allowPositionals: true,
  options: { base: { type: 'string' }, acknowledged: { type: 'boolean' } },
});
if (!values.base) refuse(command, 'name the ref to compare with: --base origin/main.');
if (positionals.length > 0) refuse(command, `'${positionals[0]}' is not a flag it knows.`);

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const base = values.base!;
let commit = '';
let before: unknown;
try {
  commit = git('rev-parse', '--verify', '--quiet', `${base}^{commit}`).trim();
} catch {
  refuse(
    command,
    `'${base}' names no commit here (a branch from elsewhere needs: git fetch origin <branch>).`,
  );
}
try {
  before = JSON.parse(git('show', `${commit}:docs/openapi.json`));
} catch {
  refuse(command, `${base} has no readable docs/openapi.json to compare with.`);
}

const changes = contractChanges(before, buildOpenApi(freshFixtureDb()));
const asksMore = changes.some((change) => change.asksMore);
const verdict = !asksMore
  ? ''
  : values.acknowledged
    ? '\n\nAcknowledged: the backend team has been told (docs/ci.md).'
    : `\n\nTell the backend team what it must now do, then acknowledge it with the label \`${ACK_LABEL}\` ` +
      'on the pull request (docs/ci.md). Until then this check fails.';
const report = `${changeReport(changes, `${base} (${commit.slice(0, 12)})`)}${verdict}\n`;
console.info(report);
// In a GitHub job, the same report in its summary.
if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, report);
process.exit(asksMore && !values.acknowledged ? 1 : 0);
