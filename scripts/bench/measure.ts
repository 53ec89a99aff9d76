/**
 * The bench's measurements for one catalog: UI timings in Chromium, the stub
 * under load, and (optionally) the vitals of a throttled phone. Each kind of
 * measurement is time-boxed: an unwindowed 10,000-card grid can take a minute
 * a run, and a few honest samples (n is printed) beat a bench nobody runs.
 */
import type { Browser } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { demoAccounts } from '../../fixtures/demo-accounts';
import type { ProductWire } from '../../src/contract';
import type { Budgets } from '../perf/budgets';
import type { Stack } from '../perf/stack';
import type { Catalog } from './catalog';
import type { Timing } from './firstCard';
import { favoritesFor, loadTest, loadTestWrites, waitUntilIdle } from './load';
import { attempt, loadRow, timingRow, type Outcome } from './report';
import { filterChanges, firstRender, type FilterKind } from './ui';
import type { Vitals } from './vitals';

export interface BenchOptions {
  budgets: Budgets['bench'];
  runs: number;
}

/** One warm-up run (a cold browser process), then up to `runs` measured ones within the time box. */
async function repeat(options: BenchOptions, measure: () => Promise<Timing>): Promise<Timing[]> {
  const deadline = Date.now() + options.budgets.timeBoxSeconds * 1000;
  await measure();
  const timings: Timing[] = [];
  while (timings.length < options.runs && (timings.length === 0 || Date.now() < deadline)) {
    timings.push(await measure());
  }
  return timings;
}

function logged(row: Outcome): Outcome {
  console.info(`  ${row.cells.filter(Boolean).join('  ')}`);
  return row;
}

export async function measureUi(browser: Browser, stack: Stack, catalog: Catalog, options: BenchOptions) {
  const { maxFirstRenderMs, maxFilterChangeMs, timeBoxSeconds } = options.budgets;
  const url = (path: string) => `${stack.appUrl}${path}`;
  const rows: Outcome[] = [];
  for (const path of ['/productFilter', '/']) {
    const timings = await attempt(() => repeat(options, () => firstRender(browser, url(path))));
    const target = { ms: maxFirstRenderMs, judgedOn: 'paintMs' } as const; // "first card visible"
    rows.push(logged(timingRow(`first render ${path}`, catalog.products, timings, target)));
  }
  for (const kind of ['category', 'stock', 'price'] as FilterKind[]) {
    const targets = { ...catalog, runs: options.runs, timeBoxMs: timeBoxSeconds * 1000 };
    const timings = await attempt(() => filterChanges(browser, url('/productFilter'), kind, targets));
    const target = { ms: maxFilterChangeMs, judgedOn: 'domMs' } as const; // "the grid updates"
    rows.push(logged(timingRow(`filter change: ${kind}`, catalog.products, timings, target)));
  }
  return rows;
}

export async function measureLoad(stack: Stack, catalog: Catalog, options: BenchOptions) {
  const email = encodeURIComponent(demoAccounts[0]!.email);
  const { loadConnections, loadSeconds } = options.budgets;
  const rows: Outcome[] = [];
  for (const path of ['/products', `/favorites?email=${email}`]) {
    // Requests left over from the previous run would time out this one's.
    await waitUntilIdle(`${stack.stubUrl}/__stub/health`);
    const result = await attempt(() => loadTest(`${stack.stubUrl}${path}`, loadConnections, loadSeconds));
    rows.push(logged(loadRow(`GET ${decodeURIComponent(path)}`, catalog.products, result)));
  }
  // Writes: each POST adds another product for a bench-only user, so every answer is a durable write.
  await waitUntilIdle(`${stack.stubUrl}/__stub/health`);
  const { products } = JSON.parse(readFileSync(catalog.file, 'utf8')) as {
    products: ProductWire[];
  };
  const favorites = favoritesFor(products, 'bench-writer@example.com');
  const writes = await attempt(() => loadTestWrites(stack.stubUrl, favorites, loadConnections, loadSeconds));
  rows.push(logged(loadRow('POST /favorites', catalog.products, writes)));
  return rows;
}

export function printVitals(path: string, result: Vitals | Error) {
  if (result instanceof Error) return console.info(`\n${path} vitals: error: ${result.message}`);
  console.info(`\n${path} on a throttled phone: CLS ${result.cls.toFixed(3)}`);
  for (const c of result.lcp) console.info(`  LCP candidate at ${c.at} ms, ${c.size} px²: ${c.element}`);
  for (const shift of result.shifts) {
    console.info(`  shift ${shift.value.toFixed(3)} at ${shift.at} ms: ${shift.sources.join(' | ')}`);
  }
}
