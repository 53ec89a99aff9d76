/**
 * `npm run lighthouse`: `lhci collect`, `upload` (.lighthouseci/reports), a table of the median runs, then
 * `assert` (lighthouserc.cjs). The CPU slowdown is calibrated to this host (`--cpu 4` forces the preset's).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseFlags, positiveNumber } from './flags';
import { launchChromium } from './perf/chromium';
import { calibratedCpuSlowdown, hostIndex } from './perf/hostIndex';

const usage = 'usage: npm run lighthouse -- [--cpu N (the CPU slowdown; default: calibrated to this host)]';
const command = { name: 'npm run lighthouse', usage };
const { values } = parseFlags(command, { options: { cpu: { type: 'string' } } });
if (values.cpu !== undefined) positiveNumber(command, '--cpu', values.cpu, true);

async function cpuSlowdown(): Promise<number> {
  if (values.cpu) return Number(values.cpu);
  const browser = await launchChromium();
  try {
    const index = await hostIndex(browser);
    const cpu = calibratedCpuSlowdown(index);
    console.info(`Host benchmarkIndex ${index} (load ${loadavg()[0]!.toFixed(1)}): CPU slowdown ${cpu}x`);
    return cpu;
  } finally {
    await browser.close();
  }
}

const lhci = (...args: string[]) =>
  spawnSync('node_modules/.bin/lhci', args, {
    stdio: 'inherit',
    env: { ...process.env, LHCI_CPU_SLOWDOWN: String(cpu) },
  }).status ?? 1;

type ManifestEntry = { url: string; isRepresentativeRun: boolean; jsonPath: string };
type Lhr = {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue: number }>;
};

function printMedianRuns() {
  const manifest = JSON.parse(readFileSync('.lighthouseci/reports/manifest.json', 'utf8')) as ManifestEntry[];
  const rows = manifest
    .filter((entry) => entry.isRepresentativeRun)
    .map(({ url, jsonPath }) => {
      const lhr = JSON.parse(readFileSync(jsonPath, 'utf8')) as Lhr;
      const ms = (id: string) => `${Math.round(lhr.audits[id]!.numericValue)} ms`;
      return {
        page: new URL(url).pathname,
        performance: Math.round(lhr.categories.performance!.score * 100),
        accessibility: Math.round(lhr.categories.accessibility!.score * 100),
        FCP: ms('first-contentful-paint'),
        LCP: ms('largest-contentful-paint'),
        TBT: ms('total-blocking-time'),
        CLS: lhr.audits['cumulative-layout-shift']!.numericValue.toFixed(3),
      };
    });
  console.info(`\nMedian run per page (CPU slowdown ${cpu}x); reports in .lighthouseci/reports`);
  // eslint-disable-next-line no-console -- a table is this command\'s output
  console.table(rows);
}

const cpu = await cpuSlowdown();
rmSync('.lighthouseci', { recursive: true, force: true });
if (lhci('collect') !== 0) process.exit(1);
lhci('upload');
printMedianRuns();
process.exit(lhci('assert'));
