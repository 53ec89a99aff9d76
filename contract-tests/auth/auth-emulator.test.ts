import { beforeAll } from 'vitest';
import { waitForEmulator } from '../../emulators/authEmulator';
import { seedDemoAccounts } from '../../emulators/seed';
import { authContractSuite } from './authSuite';

// (a) the real Firebase Auth emulator, seeded as `npm start` seeds it: the contract project's
// (contract-tests/emulatorSetup.ts), still starting while the unit tests ran; its accounts are wiped
// and seeded again.
const url = process.env.AUTH_CONTRACT_EMULATOR_URL!;

beforeAll(() => waitForEmulator(url, 240_000), 260_000);

authContractSuite({
  name: 'Firebase Auth emulator',
  origin: () => url,
  reset: async () => {
    await seedDemoAccounts(url);
  },
});
