/**
 * `npm test`'s Auth emulators: `tsx scripts/withAuthEmulator.ts 'vitest run' 'tsx scripts/e2eLanes.ts'`
 * starts one on each end-to-end lane's ports and runs the commands one after another, stopping at
 * the first that fails. The auth contract suite (AUTH_CONTRACT_EMULATOR_URL) shares the first lane's,
 * and Playwright (E2E_AUTH_RUNNING: its webServer reuses a running emulator) each lane's own: they
 * start (~4 s of CPU each, decision 035) while Vitest runs; the commands after the first wait until
 * they answer.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { startAuthEmulator } from '../emulators/authEmulatorProcess';
import { authEmulatorPortsAt, E2E_LANES, ports, urls } from '../e2e/support/ports';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error("usage: tsx scripts/withAuthEmulator.ts 'command' ['command' ...]");
  process.exit(2);
}

// One per end-to-end lane (scripts/e2eLanes.ts); the first is also the contract suite's.
const starting = E2E_LANES.map(({ shift }) => startAuthEmulator(authEmulatorPortsAt(ports.offset + shift)));
const emulator = Promise.all(starting);
emulator.catch(() => {}); // awaited below; a failed start must not end the process unreported
const env = { ...process.env, AUTH_CONTRACT_EMULATOR_URL: urls.auth, E2E_AUTH_RUNNING: '1' };

async function run(command: string): Promise<number> {
  const child = spawn(command, { shell: true, stdio: 'inherit', env });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  return code ?? (signal ? 1 : 0);
}

let status = 0;
try {
  for (const [index, command] of commands.entries()) {
    if (index > 0) await emulator;
    status = await run(command);
    if (status !== 0) break;
  }
} catch (error) {
  console.error((error as Error).message);
  status = 1;
} finally {
  // Each that started, even if another did not.
  await Promise.allSettled(starting.map((started) => started.then(({ stop }) => stop())));
}
process.exit(status);
