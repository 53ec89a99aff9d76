import { startAuthEmulator } from '../emulators/authEmulatorProcess';
import { ports } from '../e2e/support/ports';

/**
 * The contract project's Auth emulator, once for all its files, on TEST_PORT_BASE's contract ports;
 * AUTH_CONTRACT_EMULATOR_URL set beforehand names one already running instead.
 */
export default function setup() {
  if (process.env.AUTH_CONTRACT_EMULATOR_URL) return undefined;
  // Not awaited: a globalSetup holds back every project's tests. Each user waits (waitForEmulator).
  const emulator = startAuthEmulator(ports.contractAuth);
  emulator.catch((error: Error) => console.error(`[contract] ${error.message}`));
  process.env.AUTH_CONTRACT_EMULATOR_URL = `http://127.0.0.1:${ports.contractAuth.auth}`;
  return async () => (await emulator.catch(() => undefined))?.stop();
}
