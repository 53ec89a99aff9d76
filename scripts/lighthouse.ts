/**
 * `npm run lighthouse`: builds the app against a stub on :3201, serves it on
 * :4401 with brotli/gzip like real hosting, and runs Lighthouse (mobile
 * preset: simulated slow 4G and a CPU slowdown) on / and /productFilter.
 * Prints the median run's scores and metrics; exits 1 below budgets.json.
 *
 * CPU slowdown: the preset's 4x assumes a fast desktop host. By default a
 * first short run measures this host's benchmarkIndex and the slowdown is
 * calibrated from it, as Lighthouse's docs/throttling.md advises for slower
 * hosts, so every host emulates the same phone. `--cpu 4` forces the preset's.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp, type BuiltApp } from './perf/build';
import { readBudgets } from './perf/budgets';
import { warnIfBusy } from './perf/busy';
import { chromiumPath, CHROMIUM_FLAGS } from './perf/chromium';
import {
  calibratedCpuSlowdown,
  lighthouseFailures,
  medianRun,
  summarizeRun,
  type LighthouseResult,
  type PageRun,
} from './perf/lighthouse-report';
import { startStack, type Stack } from './perf/stack';
import { printTable } from './perf/table';

const STUB_PORT = 3201;
const APP_PORT = 4401;
// --runs N and --page /x (repeatable) for a quick look; --save DIR keeps each report (open in the Lighthouse viewer).
const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    page: { type: 'string', multiple: true },
    save: { type: 'string' },
    cpu: { type: 'string' },
  },
});
const budgets = readBudgets().lighthouse;
const runsPerPage = Number(values.runs ?? budgets.runsPerPage);
const pages = values.page ?? budgets.pages;
warnIfBusy('Lighthouse scales the CPU time it observes, so scores');

/**
 * This host's benchmarkIndex, from short Lighthouse runs (it measures it
 * before every run). The best of three: anything else running (the build that
 * just finished, a test) only lowers a reading, and one low reading once
 * turned the slowdown off (1x) for a whole run.
 */
async function hostBenchmarkIndex(appUrl: string, chromePort: number): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 3; i++) {
    const result = await lighthouse(`${appUrl}/`, { port: chromePort, logLevel: 'error', onlyAudits: ['viewport'] });
    readings.push(result?.lhr.environment.benchmarkIndex ?? Number.NaN);
  }
  return Math.max(...readings.filter(Number.isFinite));
}

async function measure(appUrl: string, chromePort: number, path: string, cpuSlowdownMultiplier: number): Promise<PageRun[]> {
  const runs: PageRun[] = [];
  for (let i = 0; i < runsPerPage; i++) {
    const started = performance.now();
    const result = await lighthouse(`${appUrl}${path}`, {
      port: chromePort,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      output: 'json',
      // Merged into the preset's slow-4G throttling: only the CPU factor changes.
      throttling: { cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    if (values.save) save(values.save, path, i, result.report);
    runs.push(summarizeRun(result.lhr as unknown as LighthouseResult));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `${path} run ${i + 1}/${runsPerPage}: performance ${runs.at(-1)!.performance} (${seconds} s)`,
    );
  }
  return runs;
}

const rows: string[][] = [];
let cpuUsed = Number.NaN;
const failures: string[] = [];
const notes: string[] = [];
let app: BuiltApp | undefined;
let stack: Stack | undefined;
let chrome: LaunchedChrome | undefined;
try {
  // No VITE_AUTH_EMULATOR_URL: a production build, as a shopper would get it.
  app = await buildApp('lighthouse', { VITE_API_URL: `http://127.0.0.1:${STUB_PORT}` });
  stack = await startStack({
    stubPort: STUB_PORT,
    appPort: APP_PORT,
    distDir: app.outDir,
    stubArgs: ['--memory'],
  });
  chrome = await launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  let cpu = Number(values.cpu);
  if (!(cpu >= 1)) {
    const index = await hostBenchmarkIndex(stack.appUrl, chrome.port);
    cpu = calibratedCpuSlowdown(index);
    console.info(
      `CPU slowdown ${cpu}x, calibrated for this host (benchmarkIndex ${Math.round(index)}; the preset's 4x is for ~1750). --cpu 4 for the preset's.`,
    );
  } else console.info(`CPU slowdown ${cpu}x (--cpu).`);
  cpuUsed = cpu;
  for (const path of pages) {
    const runs = await measure(stack.appUrl, chrome.port, path, cpu);
    const run = medianRun(runs);
    rows.push([
      path,
      String(run.performance),
      runs.map((r) => r.performance).join('/'),
      String(run.accessibility),
      String(run.bestPractices),
      `${Math.round(run.fcpMs)} ms`,
      `${Math.round(run.lcpMs)} ms`,
      `${Math.round(run.tbtMs)} ms`,
      run.cls.toFixed(3),
      `${Math.round(run.siMs)} ms`,
      String(run.hostBenchmarkIndex),
    ]);
    failures.push(...lighthouseFailures(path, run, budgets));
    notes.push(...run.failing.map((audit) => `${path}  ${audit}`));
  }
} finally {
  chrome?.kill();
  await stack?.stop();
  if (app) rmSync(app.outDir, { recursive: true, force: true });
}

console.info(
  `\nLighthouse (mobile preset, CPU slowdown ${cpuUsed}x, median of ${runsPerPage} runs by performance score)`,
);
printTable(
  ['page', 'perf', 'runs', 'a11y', 'best-pr.', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'host index'],
  rows,
);
console.info('(host index: Lighthouse benchmarkIndex of this machine; under 1000 it is a slow host)');
if (notes.length > 0) console.info(`\nAudits to look at:\n  ${notes.join('\n  ')}`);
if (failures.length > 0) {
  console.error(`\nBelow budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.info('\nAll Lighthouse budgets met.');

function save(dir: string, path: string, run: number, report: string | string[]) {
  mkdirSync(dir, { recursive: true });
  const name = `${path.replace(/^\//, '').replace(/\W+/g, '_') || 'home'}-${run + 1}.json`;
  writeFileSync(join(dir, name), Array.isArray(report) ? report[0]! : report);
}
