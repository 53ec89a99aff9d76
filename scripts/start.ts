/**
 * `npm start`: the whole workspace on the embedded default, offline.
 * json-server stub :3001 + Auth emulator :9099 (seeded demo accounts) + Vite :5173.
 * Ctrl-C stops all three.
 *   npm start -- --scenario slow           start the stub in a named scenario (mocks/scenarios.ts)
 *   npm start -- --fixtures recorded.json  serve a recorded fixtures file (npm run fixtures:record)
 */
import { parseArgs } from 'node:util';
import { demoAccounts } from '../fixtures/demo-accounts';
import { seedDemoAccounts } from '../emulators/seed';
import { startService, supervise, waitForUrl } from './processes';

const { values: stubFlags } = parseArgs({
  options: { scenario: { type: 'string' }, fixtures: { type: 'string' } },
});
const stubArgs = Object.entries(stubFlags).flatMap(([flag, value]) => (value ? [`--${flag}`, value] : []));

const started = performance.now();
const { keepAlive, shutdown } = supervise('stub, Auth emulator and Vite');
// The stub checks each ID token with the Auth emulator (mocks/idTokens.ts), as firebase-admin would.
keepAlive(
  startService('stub', 'tsx', ['mocks/stub/main.ts', ...stubArgs], {
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  }),
);
const emulator = ['emulators:start', '--only', 'auth', '--project', 'demo-storefront'];
keepAlive(startService('auth', 'firebase', emulator, { NO_UPDATE_NOTIFIER: '1' }));
keepAlive(startService('vite', 'vite', ['--host', '127.0.0.1']));

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
  Stub (API)     http://127.0.0.1:3001   (reset: curl -X POST http://127.0.0.1:3001/__stub/reset)
  Auth emulator  http://127.0.0.1:9099
  Demo accounts  ${demoAccounts.map((a) => `${a.email} / ${a.password}`).join('\n                 ')}
Press Ctrl-C to stop.`);
