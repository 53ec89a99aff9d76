/**
 * `npm run lighthouse` (scripts/lighthouse.ts runs `lhci autorun` with this): a report, not the
 * measure of record (that is `npm run perf:phone`, docs/performance.md). Mobile Lighthouse, median
 * of 3 runs per page, with REAL throttling (devtools: the browser is slowed, nothing is
 * simulated), against the built app on the Firebase Hosting emulator with the production headers
 * (`npm run demo`; DEMO_PORT_OFFSET moves its ports). LHCI_CPU_SLOWDOWN is the CPU slowdown
 * calibrated for this host by the wrapper (the preset's 4x otherwise).
 */
const offset = Number(process.env.DEMO_PORT_OFFSET ?? 0);
const site = `http://127.0.0.1:${process.env.DEMO_PORT ?? 5000 + offset}`;

module.exports = {
  ci: {
    collect: {
      startServerCommand: 'node_modules/.bin/tsx scripts/demo.ts',
      startServerReadyPattern: 'Demo ready',
      startServerReadyTimeout: 300_000,
      url: ['/', '/productFilter', '/login'].map((path) => `${site}${path}`),
      numberOfRuns: 3,
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      settings: {
        chromeFlags:
          '--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // Real throttling, as perf:phone's: 150 ms round trips, 1.6 Mbps down, 750 kbps up, this
        // host's CPU slowdown. Lantern's simulation is no target (docs/decisions/033).
        throttlingMethod: 'devtools',
        throttling: {
          requestLatencyMs: 150,
          downloadThroughputKbps: 1638.4,
          uploadThroughputKbps: 750,
          cpuSlowdownMultiplier: Number(process.env.LHCI_CPU_SLOWDOWN ?? 4),
        },
      },
    },
    // Budgets on what a shopper feels. Layout shift and accessibility fail the run; the timings
    // warn: one host's throttled timings vary by a few hundred ms between runs.
    assert: {
      assertions: {
        'categories:accessibility': ['error', { minScore: 1, aggregationMethod: 'median-run' }],
        'cumulative-layout-shift': ['error', { maxNumericValue: 0.02, aggregationMethod: 'median-run' }],
        'first-contentful-paint': ['warn', { maxNumericValue: 1800, aggregationMethod: 'median-run' }],
        'largest-contentful-paint': ['warn', { maxNumericValue: 2500, aggregationMethod: 'median-run' }],
        'total-blocking-time': ['warn', { maxNumericValue: 200, aggregationMethod: 'median-run' }],
      },
    },
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
};
