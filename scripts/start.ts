/**
 * `npm start`: the whole workspace, offline: stub :3001 + Auth emulator :9099 (seeded) + Vite :5173.
 *   npm start -- --scenario slow           start the stub in a named scenario (mocks/scenarios.ts)
 *   npm start -- --fixtures recorded.json  serve a recorded fixtures file (npm run fixtures:record)
 *   npm start -- --host                    also on the network, for a phone (docs/workspace.md, "Trying the shop on a phone")
 */
import { networkInterfaces } from 'node:os';
import { newControlKey } from '../mocks/stub/controlKey';
import { seedDemoAccounts } from '../emulators/seed';
import { parseFlags } from './flags';
import { readyLines, startService, supervise, waitForUrl } from './processes';

const usage = `usage: npm start -- [--scenario NAME] [--fixtures FILE] [--host]
  --scenario NAME   start the stub in a named scenario (docs/workspace.md)
  --fixtures FILE   serve a recorded fixtures file (npm run fixtures:record)
  --host            also on the network, for a phone`;
const { values: flags } = parseFlags(
  { name: 'npm start', usage },
  { options: { scenario: { type: 'string' }, fixtures: { type: 'string' }, host: { type: 'boolean' } } },
);
const { host: onNetwork, ...stubFlags } = flags;
const stubArgs = Object.entries(stubFlags).flatMap(([flag, value]) => (value ? [`--${flag}`, value] : []));

// On the network only Vite listens beyond loopback and proxies the stub and emulator (vite.config.ts).
// The control key, for the phone's scenario bar, is printed once in its address below.
const controlKey = onNetwork ? newControlKey() : undefined;
const networkEnv = { WORKSPACE_ON_NETWORK: '1', VITE_API_URL: 'self', VITE_AUTH_EMULATOR_URL: 'self' };
const lanAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((nic) => nic && nic.family === 'IPv4' && !nic.internal)
  .map((nic) => nic!.address);

const started = performance.now();
const { keepAlive, shutdown } = supervise('stub, Auth emulator and Vite');
// The stub checks each ID token with the Auth emulator (mocks/idTokens.ts), as firebase-admin would.
keepAlive(
  startService('stub', 'tsx', ['mocks/stub/main.ts', ...stubArgs], {
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    ...(controlKey && { STUB_CONTROL_KEY: controlKey }),
  }),
);
const emulator = ['emulators:start', '--only', 'auth', '--project', 'demo-storefront'];
keepAlive(startService('auth', 'firebase', emulator, { NO_UPDATE_NOTIFIER: '1' }));
keepAlive(
  startService('vite', 'vite', ['--host', onNetwork ? '0.0.0.0' : '127.0.0.1'], onNetwork ? networkEnv : {}),
);

try {
  await Promise.all([
    waitForUrl('http://127.0.0.1:3001/__stub/health', 30_000),
    seedDemoAccounts('http://127.0.0.1:9099'),
    waitForUrl('http://127.0.0.1:5173/', 30_000),
  ]);
} catch (error) {
  console.error(`Could not start the workspace: ${(error as Error).message}`);
  await shutdown(1);
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.info(`
Ready in ${seconds} s
  App            http://127.0.0.1:5173
${readyLines('http://127.0.0.1:3001', 'http://127.0.0.1:9099')}`);
if (onNetwork) {
  const phone = lanAddresses.map((address) => `http://${address}:5173/#stub-key=${controlKey}`);
  console.info(
    `  On a phone     ${phone.join('\n                 ') || '(this machine has no network address)'}`,
  );
  console.warn(
    'Listening on the network (port 5173): anyone there can open the shop, call the stub and sign in to the ' +
      'Auth emulator as any account; only the address above, with its key, can reset, switch scenarios or inject faults.',
  );
}
