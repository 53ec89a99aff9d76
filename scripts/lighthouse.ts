/**
 * `npm run lighthouse`: builds the app against a stub on :3201, serves it on
 * :4401 with brotli/gzip like real hosting, and runs Lighthouse (mobile
 * preset: simulated slow 4G and a CPU slowdown) on / and /productFilter.
 * Prints the median run's scores and metrics; exits 1 below budgets.json.
 *
 * CPU slowdown: the preset's 4x assumes a fast desktop host. By default each
 * run's slowdown is calibrated from the benchmarkIndex Lighthouse measured at
 * the start of that very run, as Lighthouse's docs/throttling.md advises for
 * slower hosts, so every run emulates the same phone however busy the host is
 * at that moment. `--cpu 4` forces the preset's.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
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
  PRESET_HOST_BENCHMARK_INDEX,
  withCpuSlowdown,
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
 * One Lighthouse run, gathered and then audited with the CPU slowdown for the
 * benchmarkIndex measured at its start (or `fixedCpu`). Sound because the
 * preset throttles by simulation: the page loads at full speed while
 * gathering, and the slowdown is only applied afterwards, to the trace.
 */
async function lighthouseRun(url: string, chromePort: number, fixedCpu: number | undefined) {
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, {
    flags: {
      port: chromePort,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      output: 'json',
    },
  });
  const cpu = fixedCpu ?? calibratedCpuSlowdown(artifacts.BenchmarkIndex);
  // Lighthouse refuses an audit whose settings differ from the gather's, so both get the same.
  const settings = withCpuSlowdown(runnerOptions.resolvedConfig.settings, cpu);
  const result = await Runner.audit(
    { ...artifacts, settings },
    { resolvedConfig: { ...runnerOptions.resolvedConfig, settings }, computedCache: new Map() },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return { result, cpu };
}

async function measure(appUrl: string, chromePort: number, path: string, fixedCpu: number | undefined) {
  const runs: PageRun[] = [];
  for (let i = 0; i < runsPerPage; i++) {
    const started = performance.now();
    const { result, cpu } = await lighthouseRun(`${appUrl}${path}`, chromePort, fixedCpu);
    if (values.save) save(values.save, path, i, result.report);
    runs.push({ ...summarizeRun(result.lhr as unknown as LighthouseResult), cpuSlowdown: cpu });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const run = runs.at(-1)!;
    console.info(
      `${path} run ${i + 1}/${runsPerPage}: performance ${run.performance}, host index ${run.hostBenchmarkIndex}, CPU ${cpu}x (${seconds} s)`,
    );
  }
  return runs;
}

const rows: string[][] = [];
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
  const fixedCpu = Number(values.cpu) >= 1 ? Number(values.cpu) : undefined;
  console.info(
    fixedCpu
      ? `CPU slowdown ${fixedCpu}x (--cpu).`
      : `CPU slowdown calibrated per run from the host's benchmarkIndex (the preset's 4x is for ~${PRESET_HOST_BENCHMARK_INDEX}). --cpu 4 for the preset's.`,
  );
  for (const path of pages) {
    const runs = await measure(stack.appUrl, chrome.port, path, fixedCpu);
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
      `${run.cpuSlowdown}x`,
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
  `\nLighthouse (mobile preset, median of ${runsPerPage} runs by performance score; host index and CPU slowdown of that run)`,
);
printTable(
  ['page', 'perf', 'runs', 'a11y', 'best-pr.', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'host index', 'CPU'],
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
