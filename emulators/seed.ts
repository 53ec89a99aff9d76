/** `tsx emulators/seed.ts`: the demo accounts into a running Auth emulator, wiped first. */
import { demoAccounts } from '../fixtures/demo-accounts';
import { createAccount, emulatorUrl, waitForEmulator, wipeAccounts } from './authEmulator';

export async function seedDemoAccounts(base = emulatorUrl()) {
  await waitForEmulator(base);
  await wipeAccounts(base);
  for (const account of demoAccounts) await createAccount(account, base);
  return demoAccounts.map((a) => a.email);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const emails = await seedDemoAccounts();
  console.info(`[emulator] seeded ${emails.length} demo accounts: ${emails.join(', ')}`);
}
