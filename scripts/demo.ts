/**
 * `npm run demo`: the built app as a stakeholder sees it, offline: vite build (→ dist/), the Firebase
 * Hosting emulator :5000 (firebase.json `hosting`), the Auth emulator :9099 and the stub :3001.
 *   DEMO_PORT=8080          another hosting port (5000 is taken by AirPlay on macOS)
 *   DEMO_PORT_OFFSET=100    move every port, to run beside `npm start`
 *   DEMO_OUT_DIR=dist-perf/now   build there instead of dist/ (two demos, or beside another build)
 *   npm run demo -- --latency 200-800 --fail 'GET /catagory=503'   stub fault flags, passed through
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { waitForEmulator } from '../emulators/authEmulator';
import { seedDemoAccounts } from '../emulators/seed';
import { stubOptions, stubUsage } from '../mocks/stub/flags';
import { demoFirebaseConfig, demoPorts, demoUrls } from './demoConfig';
import { parseFlags } from './flags';
import { readyLines, startService, supervise, waitForUrl } from './processes';

// The stub's flags pass through: refused here, before a build, when the stub would refuse them.
const usage = `usage: npm run demo -- [stub flags]\n${stubUsage.replace(/^usage: .*\n/, '')}`;
parseFlags({ name: 'npm run demo', usage }, { options: stubOptions });

const started = performance.now();
const ports = demoPorts(process.env);
const urls = demoUrls(ports);
const outDir = process.env.DEMO_OUT_DIR || 'dist';
const { services, shutdown, keepAlive, isStopping } = supervise('the demo (hosting, Auth emulator, stub)');

/** Runs a tool to completion (still stoppable by Ctrl-C); rejects on a non-zero exit. */
async function run(name: string, bin: string, args: string[], env: NodeJS.ProcessEnv) {
  const service = startService(name, bin, args, env);
  services.push(service);
  const [code] = await new Promise<[number | null]>((done) => service.child.once('exit', (c) => done([c])));
  services.splice(services.indexOf(service), 1);
  if (code !== 0) throw new Error(`${name} failed (exit code ${code})`);
}

/** firebase.json's hosting block with this run's ports, in a temporary config file. */
function writeFirebaseConfig(): string {
  const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8'));
  const dir = join(tmpdir(), 'storefront-demo');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `firebase.${ports.hosting}.json`);
  // Relative to the config's folder: the hosting emulator joins `public` onto it, even an absolute one.
  const publicDir = relative(dir, resolve(outDir));
  writeFileSync(file, JSON.stringify(demoFirebaseConfig(firebaseJson, ports, publicDir), null, 2));
  return file;
}

function startServers() {
  const stubArgs = ['mocks/stub/main.ts', '--port', String(ports.stub), ...process.argv.slice(2)];
  const stubOrigins = `${urls.app},http://localhost:${ports.hosting}`;
  // The stub checks each ID token with this run's Auth emulator (mocks/idTokens.ts).
  const env = { STUB_ALLOWED_ORIGINS: stubOrigins, FIREBASE_AUTH_EMULATOR_HOST: new URL(urls.auth).host };
  keepAlive(startService('stub', 'tsx', stubArgs, env));
  const emulators = ['emulators:start', '--only', 'auth,hosting', '--project', 'demo-storefront'];
  const config = ['--config', writeFirebaseConfig()];
  keepAlive(startService('firebase', 'firebase', [...emulators, ...config], { NO_UPDATE_NOTIFIER: '1' }));
}

try {
  console.info(`Building the app for ${urls.stub} and the Auth emulator at ${urls.auth}...`);
  await run('build', 'vite', ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    VITE_API_URL: urls.stub,
    VITE_AUTH_EMULATOR_URL: urls.auth,
    VITE_FIREBASE_PROJECT_ID: 'demo-storefront',
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_SCENARIOS: 'true',
    VITE_PREVIEW_BANNER: 'true',
  });
  console.info('Starting the stub and the Firebase emulators (auth + hosting)...');
  startServers();
  await Promise.all([
    waitForUrl(`${urls.stub}/__stub/health`, 60_000),
    waitForEmulator(urls.auth, 180_000).then(() => seedDemoAccounts(urls.auth)),
    waitForUrl(`${urls.app}/`, 180_000),
  ]);
} catch (error) {
  if (!isStopping()) console.error(`Could not start the demo: ${(error as Error).message}`);
  await shutdown(1);
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.info(`
Demo ready in ${seconds} s (the built app, served by the Firebase Hosting emulator)
  Open           ${urls.app}
${readyLines(urls.stub, urls.auth)}`);
