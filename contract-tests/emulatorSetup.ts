import { waitForEmulator } from '../emulators/authEmulator';
import { startAuthEmulator } from '../emulators/authEmulatorProcess';

/**
 * The contract project's Auth emulator, once for all its files (vite.config.ts globalSetup): the
 * suite's users sign up there (contract-tests/testUsers.ts) and the auth suite checks it.
 * `npm test` starts it beforehand (scripts/withAuthEmulator.ts, AUTH_CONTRACT_EMULATOR_URL); a run
 * of the project alone starts one on the contract ports (AUTH_CONTRACT_PORT) and stops it after.
 */
export default async function setup() {
  const running = process.env.AUTH_CONTRACT_EMULATOR_URL;
  if (running) {
    await waitForEmulator(running, 240_000);
    return undefined;
  }
  const emulator = await startAuthEmulator();
  process.env.AUTH_CONTRACT_EMULATOR_URL = emulator.url;
  return () => emulator.stop();
}
