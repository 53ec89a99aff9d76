/**
 * `npm test`'s one Auth emulator: `tsx scripts/withAuthEmulator.ts 'vitest run' 'playwright test'`
 * starts it on the end-to-end ports and runs the commands one after another, stopping at the first
 * that fails. The auth contract suite (AUTH_CONTRACT_EMULATOR_URL) and Playwright (E2E_AUTH_RUNNING:
 * its webServer reuses a running emulator) share it: each started its own, ~20 s of CPU on a
 * 2-core CI host. It starts while the first command runs; the next ones wait until it answers.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { startAuthEmulator } from '../emulators/authEmulatorProcess';
import { authEmulatorPorts, urls } from '../e2e/support/ports';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error("usage: tsx scripts/withAuthEmulator.ts 'command' ['command' ...]");
  process.exit(2);
}

const emulator = startAuthEmulator(authEmulatorPorts);
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
  await emulator.then(({ stop }) => stop()).catch(() => undefined);
}
process.exit(status);
