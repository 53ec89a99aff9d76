import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeEmulatorConfig } from './emulators/authEmulatorProcess';
import { appBuildArgs, appBuildEnv, appPreviewArgs } from './e2e/support/appServer';
import { ports, urls } from './e2e/support/ports';
import { chromiumArgs, testChromium } from './scripts/perf/chromium';

/** The Auth emulator's config for this run's ports, per block so two runs never share it. */
function emulatorConfig(): string {
  const dir = join(tmpdir(), 'storefront-e2e');
  mkdirSync(dir, { recursive: true });
  return writeEmulatorConfig(join(dir, `firebase.${ports.base}.json`), ports.auth);
}

const vite = 'node_modules/.bin/vite';
const previewApp = `${vite} ${appPreviewArgs.join(' ')}`;
// E2E_PREBUILT=1: serve what `npm run build:e2e` left (CI builds once for all its shards).
const serveApp =
  process.env.E2E_PREBUILT === '1' ? previewApp : `${vite} ${appBuildArgs.join(' ')} && ${previewApp}`;

/** GitHub Actions: a blob per shard, merged into one HTML report (.github/workflows/ci.yml). */
function reporters(): ReporterDescription[] {
  if (process.env.GITHUB_ACTIONS) return [['list'], ['blob']];
  return process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']];
}

export default defineConfig({
  testDir: 'e2e',
  // Per port block, so two runs on one machine never share trace files.
  outputDir: `test-results/${ports.base}`,
  // Tests share one stack, none resets it (e2e/support/fixtures.ts); two workers fill a 2-core CI host.
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: reporters(),
  use: {
    baseURL: urls.app,
    // In CI a failure is retried once, and the retry is traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testChromium, args: chromiumArgs },
    // The build's service worker (src/sw.ts) answers only where a spec asks for it: elsewhere a test's
    // routes see every request, and each test starts from the network as a first visit does.
    serviceWorkers: 'block',
  },
  projects: [
    // The full stack: built app + json-server stub + Auth emulator.
    { name: 'chromium', testIgnore: ['msw/**', 'a11y/**', 'demo/**'], use: { ...devices['Desktop Chrome'] } },
    // The same built app, its API answered by the MSW handlers in the page (faults injected per test).
    { name: 'msw', testMatch: 'msw/**/*.spec.ts', use: { ...devices['Desktop Chrome'] } },
    // axe on every page in both themes + keyboard checks + screenshots: `npm run test:a11y`.
    { name: 'a11y', testMatch: 'a11y/**/*.spec.ts', use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: [
    {
      name: 'stub',
      command: `node_modules/.bin/tsx mocks/stub/main.ts --memory --port ${ports.stub}`,
      url: `${urls.stub}/__stub/health`,
      // The one page calling this stub (mocks/stub/cors.ts); the emulator for ID tokens (mocks/idTokens.ts).
      env: {
        // And e2e/storefront/returning-shopper.spec.ts's two builds, one after the other.
        STUB_ALLOWED_ORIGINS: `${urls.app},http://localhost:${ports.app},http://127.0.0.1:${ports.demo}`,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth.auth}`,
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      name: 'auth-emulator',
      command: `node_modules/.bin/firebase emulators:start --only auth --project demo-storefront --config ${emulatorConfig()}`,
      url: `${urls.auth}/`,
      env: { NO_UPDATE_NOTIFIER: '1' },
      reuseExistingServer: false,
      timeout: 180_000, // far longer than it takes on an idle host: a busy one is slow
    },
    {
      name: 'app',
      // The built app, not the dev server: what ships is what is tested.
      command: serveApp,
      url: urls.app,
      env: appBuildEnv,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
