import { defineConfig, devices } from '@playwright/test';
import { demoPort, demoSites } from './e2e/demo/servers';
import { chromiumArgs, chromiumExecutable } from './scripts/perf/chromium';

/**
 * The static demo (dist-demo/, issue 36) with nothing of ours running: no stub, no Auth emulator,
 * no vite preview; only a plain static file server. A config of its own, because
 * playwright.config.ts starts the stub, the emulator and the e2e app for every run of it.
 * `npm run test:demo`: every journey. `npm test` runs the @smoke ones. DEMO_PREBUILT=1 serves the builds already there.
 */
const prebuilt = process.env.DEMO_PREBUILT === '1';
const tsx = 'node_modules/.bin/tsx';

function staticSite({ dir, base }: { dir: string; base: string }, port: number) {
  const build = base === '/' ? 'npm run build:demo' : `npm run build:demo -- --base ${base} --outDir ${dir}`;
  const serve = `${tsx} scripts/serveStatic.ts ${dir} ${port} ${base}`;
  return {
    name: dir,
    command: prebuilt ? serve : `${build} && ${serve}`,
    url: `http://127.0.0.1:${port}${base}`,
    reuseExistingServer: false,
    timeout: 240_000,
  };
}

export default defineConfig({
  testDir: 'e2e/demo',
  outputDir: 'test-results/demo',
  // Each test has its own browser context: its own storage, its own worker, its own demo.
  workers: process.env.CI ? 2 : 1,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Every page starts the worker and its backend before the app: 1-3 s here when idle, but
  // 5-20 s measured on this 2-core host under a load of 20.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/demo' }]]
    : [['list']],
  use: {
    baseURL: demoSites.root.url,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  // A project at a sub-path (demoSites.subPath, `--base /storefront/`) joins once the build follows
  // its base everywhere (issue 36 step 3: build/prerender.ts, main.tsx's hydration check, the router, images).
  projects: [{ name: 'demo', use: { ...devices['Desktop Chrome'] } }],
  webServer: [staticSite(demoSites.root, demoPort)],
});
