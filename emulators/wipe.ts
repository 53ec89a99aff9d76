/** Deletes every account in the running Auth emulator. `tsx emulators/wipe.ts` */
import { emulatorUrl, wipeAccounts } from './authEmulator';

await wipeAccounts();
console.info(`[emulator] wiped all accounts at ${emulatorUrl()}`);
