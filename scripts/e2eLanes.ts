/**
 * `npm test`'s end-to-end run: Playwright in two lanes at once, each a whole stack of its own (stub,
 * Auth emulator, built app) at its own ports (E2E_LANES in e2e/support/ports.ts). Within a lane
 * tests run one at a time, since each resets its stub and wipes its emulator; two lanes use the
 * second core of a 2-core CI host, which one lane left a third idle (decision 017).
 * Arguments go to every lane's `playwright test`; each line of output names its lane.
 * `--then 'command'` (npm test: the demo's smoke set) runs once, after the first lane to finish
 * has passed, beside the other: the lanes rarely end together, and the shorter one's tail would
 * leave a core idle (docs/ci.md).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { E2E_LANES } from '../e2e/support/ports';

const base = Number(process.env.E2E_PORT_OFFSET ?? 0);
const extraArgs = process.argv.slice(2);
const thenAt = extraArgs.indexOf('--then');
const then = thenAt === -1 ? undefined : extraArgs.splice(thenAt, 2)[1];

/** Runs a command with each line of its output labelled; resolves to its exit code. */
async function labelled(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<number> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.info(`${label} ${line}`));
  }
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) console.error(`${label} failed (${signal ?? `exit code ${code}`})`);
  return code ?? 1;
}

function runLane({ shift, projects }: (typeof E2E_LANES)[number]): Promise<number> {
  const args = ['test', ...projects.map((project) => `--project=${project}`), ...extraArgs];
  return labelled(`[${projects.join('+')}]`, 'node_modules/.bin/playwright', args, {
    ...process.env,
    E2E_PORT_OFFSET: String(base + shift),
  });
}

const lanes = E2E_LANES.map(runLane);
const afterFirst = then
  ? Promise.race(lanes).then((code) =>
      code === 0 ? labelled('[then]', 'sh', ['-c', then], process.env) : code,
    )
  : Promise.resolve(0);
const codes = await Promise.all([...lanes, afterFirst]);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
