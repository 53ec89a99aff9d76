/**
 * `npm test`'s end-to-end run: Playwright in two lanes at once, each a whole stack of its own (stub,
 * Auth emulator, built app) at its own ports (E2E_LANES in e2e/support/ports.ts). Within a lane
 * tests run one at a time, since each resets its stub and wipes its emulator; two lanes use the
 * second core of a 2-core CI host, which one lane left a third idle (decision 017).
 * Arguments go to every lane's `playwright test`; each line of output names its lane.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { E2E_LANES } from '../e2e/support/ports';

const base = Number(process.env.E2E_PORT_OFFSET ?? 0);
const extraArgs = process.argv.slice(2);

async function runLane({ shift, projects }: (typeof E2E_LANES)[number]): Promise<number> {
  const label = `[${projects.join('+')}]`;
  const args = ['test', ...projects.map((project) => `--project=${project}`), ...extraArgs];
  const child = spawn('node_modules/.bin/playwright', args, {
    env: { ...process.env, E2E_PORT_OFFSET: String(base + shift) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.info(`${label} ${line}`));
  }
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) console.error(`${label} failed (${signal ?? `exit code ${code}`})`);
  return code ?? 1;
}

const codes = await Promise.all(E2E_LANES.map(runLane));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
