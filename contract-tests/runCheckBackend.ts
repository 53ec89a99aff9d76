import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { waitForEmulator } from '../emulators/authEmulator';

const run = promisify(execFile);

/** `npm run check:backend -- <url> [args]`, with its two users in AUTH_CONTRACT_EMULATOR_URL's emulator. */
export async function runCheckBackend(
  backend: { url: string },
  env: Record<string, string | undefined> = {},
  args: string[] = [],
) {
  const emulator = process.env.AUTH_CONTRACT_EMULATOR_URL!;
  await waitForEmulator(emulator, 240_000);
  const emulatorHost = new URL(emulator).host;
  const options = {
    env: {
      ...process.env,
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      ...env,
      FORCE_COLOR: '0',
      NO_COLOR: '1',
    },
    timeout: 120_000,
  };
  try {
    const { stdout, stderr } = await run(
      'node_modules/.bin/tsx',
      ['scripts/checkBackend.ts', backend.url, ...args],
      options,
    );
    return { passed: true, output: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { passed: false, output: stdout + stderr };
  }
}
