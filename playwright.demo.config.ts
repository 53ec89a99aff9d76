import { defineConfig, devices } from '@playwright/test';
import { ports } from './e2e/support/ports';
import { chromiumArgs, testChromium } from './scripts/perf/chromium';

/**
 * The static demo (dist-demo/) on a plain static file server, at the root (`demo`) and at /storefront/
 * (`demo-subpath`, a GitHub Pages project site). `npm test` runs the root's @smoke ones. DEMO_PREBUILT=1
 * serves the builds there.
 */
const prebuilt = process.env.DEMO_PREBUILT === '1';
const tsx = 'node_modules/.bin/tsx';

/** The demo builds' folders, where they are mounted and their ports (in TEST_PORT_BASE's block). */
const projects = [
  { name: 'demo', dir: 'dist-demo', base: '/', port: ports.demo },
  { name: 'demo-subpath', dir: 'dist-demo-subpath', base: '/storefront/', port: ports.demoSubPath },
];

function staticSite({ dir, base, port }: (typeof projects)[number]) {
  const build = base === '/' ? 'npm run build:demo' : `npm run build:demo -- --base ${base} --outDir ${dir}`;
  // At the root, Firebase Hosting's headers (its CSP: a refusal fails a test); GitHub Pages sends none.
  const headers = base === '/' ? ' --headers firebase.demo.json' : '';
  const serve = `${tsx} scripts/serveStatic.ts ${dir} ${port} ${base}${headers}`;
  return {
    name: dir,
    command: prebuilt ? serve : `${build} && ${serve}`,
    url: `http://127.0.0.1:${port}${base}`,
    reuseExistingServer: false,
    timeout: 240_000,
  };
}

/** The projects asked for (`--project demo a`, `--project=demo*`): only their servers are started. */
function requestedProjects(argv: readonly string[]): string[] {
  const names: string[] = [];
  let taking = false;
  for (const arg of argv) {
    if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
    taking = arg === '--project' || (taking && !arg.startsWith('-'));
    if (taking && arg !== '--project') names.push(arg);
  }
  return names;
}
const requested = requestedProjects(process.argv);
/** A pattern (`demo*`) starts every server: never fewer than Playwright's matching needs. */
const isRequested = (name: string) =>
  requested.length === 0 ||
  requested.some((pattern) => pattern.includes('*') || pattern.toLowerCase() === name);

export default defineConfig({
  testDir: 'e2e/demo',
  outputDir: 'test-results/demo',
  // Each test has its own browser context: its own storage, its own worker, its own demo.
  workers: process.env.CI ? 2 : 1,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Every page starts the worker and its backend beside the app, and the backend's calls wait for it.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/demo' }]]
    : [['list']],
  use: {
    // In CI a failure is retried once, and the retry is traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: testChromium, args: chromiumArgs },
  },
  projects: projects.map(({ name, base, port }) => ({
    name,
    use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${port}${base === '/' ? '' : base}` },
  })),
  webServer: projects.filter(({ name }) => isRequested(name)).map(staticSite),
});
