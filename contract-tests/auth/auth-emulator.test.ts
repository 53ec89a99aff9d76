import { afterAll, beforeAll } from 'vitest';
import { waitForEmulator } from '../../emulators/authEmulator';
import { startAuthEmulator } from '../../emulators/authEmulatorProcess';
import { seedDemoAccounts } from '../../emulators/seed';
import { authContractSuite } from './authSuite';

// (a) the real Firebase Auth emulator, seeded as `npm start` seeds it. AUTH_CONTRACT_EMULATOR_URL
// reuses one already running, or still starting (`npm test` starts one for this suite and
// Playwright: scripts/withAuthEmulator.ts); its accounts are wiped and seeded again.
let url = process.env.AUTH_CONTRACT_EMULATOR_URL ?? '';
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (url) return waitForEmulator(url, 240_000);
  const emulator = await startAuthEmulator();
  url = emulator.url;
  stop = emulator.stop;
}, 260_000);
afterAll(() => stop?.(), 20_000);

authContractSuite({
  name: 'Firebase Auth emulator',
  origin: () => url,
  reset: async () => {
    await seedDemoAccounts(url);
  },
});
