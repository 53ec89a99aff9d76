import { startAuthEmulator } from '../emulators/authEmulatorProcess';

/**
 * The contract project's Auth emulator, once for all its files (vite.config.ts globalSetup): the
 * suite's users sign up there (contract-tests/testUsers.ts) and the auth suite checks it.
 * `npm test` starts it beforehand (scripts/withAuthEmulator.ts, AUTH_CONTRACT_EMULATOR_URL); a run
 * of the project alone starts one on the contract ports (AUTH_CONTRACT_PORT) and stops it after.
 */
export default async function setup() {
  // Not awaited here: a globalSetup holds back every project's tests, and `npm test` starts its
  // emulator while the unit tests run. Each user of it waits (testUsers.ts, runCheckBackend.ts).
  if (process.env.AUTH_CONTRACT_EMULATOR_URL) return undefined;
  const emulator = await startAuthEmulator();
  process.env.AUTH_CONTRACT_EMULATOR_URL = emulator.url;
  return () => emulator.stop();
}
