/**
 * `npm start`: the whole workspace, offline: stub :3001 + Auth emulator :9099 (seeded) + Vite :5173.
 *   npm start -- --scenario slow           start the stub in a named scenario (mocks/scenarios.ts)
 *   npm start -- --fixtures recorded.json  serve a recorded fixtures file (npm run fixtures:record)
 *   npm start -- --host                    also on the network, for a phone (docs/workspace.md, "Trying the shop on a phone")
 *   npm start -- --backend URL --real 'GET /products,GET /products/:id'   those calls from a real backend
 *                                          (docs/workspace.md, "A backend that arrives call by call")
 */
import { networkInterfaces } from 'node:os';
import { authConfig } from '../src/auth/config';
import { newControlKey } from '../mocks/stub/controlKey';
import { seedDemoAccounts } from '../emulators/seed';
import { parseSplit } from '../mocks/stub/forward';
import { parseFlags, refuse } from './flags';
import { readyLines, startService, supervise, waitForUrl } from './processes';

const usage = `usage: npm start -- [--scenario NAME] [--fixtures FILE] [--host] [--backend URL [--real ROUTES] [--strict]]
  --scenario NAME   start the stub in a named scenario (docs/workspace.md)
  --fixtures FILE   serve a recorded fixtures file (npm run fixtures:record)
  --host            also on the network, for a phone
  --backend URL     the stub forwards the --real calls there ('GET /products,/favorites*' or all), checking
                    each answer against the contract; --strict refuses one that breaks it with a 502`;
const text = { type: 'string' } as const;
const command = { name: 'npm start', usage };
const { values: flags } = parseFlags(command, {
  options: {
    scenario: text,
    fixtures: text,
    backend: text,
    real: text,
    host: { type: 'boolean' },
    strict: { type: 'boolean' },
  },
});
// Refused here, before anything starts, when the stub would refuse them.
const split = parseSplit(flags);
if (typeof split === 'string') refuse(command, split);
const { host: onNetwork, ...stubFlags } = flags;
const stubArgs = Object.entries(stubFlags).flatMap(([flag, value]) =>
  value === true ? [`--${flag}`] : value ? [`--${flag}`, value] : [],
);
// The stub checks ID tokens where the app signs in: the emulator, or the real project that
// .env.development.local names (docs/real-firebase.md), as a backend of that project would.
const { loadEnv } = await import('vite');
const appAuth = authConfig(loadEnv('development', process.cwd(), 'VITE_'), 'http://127.0.0.1:5173');
const stubSignIn = appAuth.emulatorUrl
  ? { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }
  : {
      FIREBASE_AUTH_EMULATOR_HOST: '',
      FIREBASE_API_KEY: appAuth.apiKey,
      FIREBASE_PROJECT_ID: appAuth.projectId,
    };

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
// The stub checks each ID token with the Auth emulator or the project (mocks/idTokens.ts), as firebase-admin would.
keepAlive(
  startService('stub', 'tsx', ['mocks/stub/main.ts', ...stubArgs], {
    ...stubSignIn,
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
