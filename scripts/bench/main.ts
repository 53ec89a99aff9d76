/**
 * `npm run bench`: the storefront at catalog scale. For each catalog size
 * (budgets.json, default 1,000 and 10,000 products) it serves a generated
 * catalog from the stub on :3202 and the built app on :4402, then measures in
 * Chromium: first render of /productFilter and /, filter changes (medians of
 * N runs), and the stub under autocannon load. Timings live here, never in
 * tests. Exit 1 on a broken measurement or a stub error; --strict also on a
 * missed timing target.
 *   --sizes 1000,10000  --runs 5  --strict  --no-ui  --no-load
 *   --vitals: also name the layout shifts and the LCP element of / and /productFilter on a throttled phone
 */
import { chromium, type Browser } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp, type BuiltApp } from '../perf/build';
import { readBudgets } from '../perf/budgets';
import { warnIfBusy } from '../perf/busy';
import { chromiumPath, CHROMIUM_FLAGS } from '../perf/chromium';
import { hostIndex } from '../perf/hostIndex';
import { startStack, type Stack } from '../perf/stack';
import { printTable } from '../perf/table';
import { generateCatalog } from './catalog';
import { measureLoad, measureUi, printVitals } from './measure';
import { attempt, type Outcome } from './report';
import { pageVitals, type Vitals } from './vitals';

const STUB_PORT = 3202;
const APP_PORT = 4402;
const budgets = readBudgets().bench;
const { values } = parseArgs({
  options: {
    sizes: { type: 'string' },
    runs: { type: 'string' },
    strict: { type: 'boolean', default: false },
    'no-ui': { type: 'boolean', default: false },
    'no-load': { type: 'boolean', default: false },
    vitals: { type: 'boolean', default: false },
  },
});
const sizes = values.sizes ? values.sizes.split(',').map(Number) : budgets.catalogSizes;
const runs = Number(values.runs ?? budgets.runs);

warnIfBusy('Timings');
const work = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
const uiRows: Outcome[] = [];
const loadRows: Outcome[] = [];
const vitals: [string, Vitals | Error][] = [];
const hostIndexes: string[] = [];
let app: BuiltApp | undefined;
let stack: Stack | undefined;
let browser: Browser | undefined;
try {
  app = await buildApp('bench', { VITE_API_URL: `http://127.0.0.1:${STUB_PORT}` });
  const catalogs = sizes.map((size) => generateCatalog(work, size));
  const stubArgs = (file: string) => ['--db', file];
  stack = await startStack({
    stubPort: STUB_PORT,
    appPort: APP_PORT,
    distDir: app.outDir,
    stubArgs: stubArgs(catalogs[0]!.file),
  });
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  for (const [index, catalog] of catalogs.entries()) {
    if (index > 0) await stack.restartStub(stubArgs(catalog.file));
    console.info(`Catalog of ${catalog.products} products...`);
    if (!values['no-ui']) {
      const before = await hostIndex(browser);
      uiRows.push(...(await measureUi(browser, stack, catalog, { budgets, runs })));
      hostIndexes.push(
        `${catalog.products.toLocaleString('en-US')} products ${before} → ${await hostIndex(browser)}`,
      );
    }
    if (!values['no-load']) loadRows.push(...(await measureLoad(stack, catalog, { budgets, runs })));
    for (const path of values.vitals && index === 0 ? ['/', '/productFilter'] : []) {
      vitals.push([path, await attempt(() => pageVitals(browser!, `${stack!.appUrl}${path}`))]);
    }
  }
} finally {
  await browser?.close();
  await stack?.stop();
  rmSync(work, { recursive: true, force: true });
  if (app) rmSync(app.outDir, { recursive: true, force: true });
}

if (uiRows.length > 0) {
  console.info(
    `\nCatalog UI in Chromium (desktop 1280x900, unthrottled), median of up to ${runs} runs (${budgets.timeBoxSeconds} s time box), ms from the input (or navigation start)`,
  );
  printTable(
    ['measurement', 'products', 'DOM', 'painted', 'target', ''],
    uiRows.map((r) => r.cells),
  );
  console.info(
    `Host index (Lighthouse's benchmarkIndex in this Chromium, before → after each catalog; ~1750 is a fast desktop): ${hostIndexes.join('; ')}`,
  );
}
if (loadRows.length > 0) {
  console.info(`\nStub under load: ${budgets.loadConnections} connections, ${budgets.loadSeconds} s each`);
  printTable(
    ['request', 'products', 'req/s', 'p99 ms', 'errors', ''],
    loadRows.map((r) => r.cells),
  );
}
for (const [path, result] of vitals) printVitals(path, result);
const all = [...uiRows, ...loadRows];
if (all.some((r) => r.broken) || (values.strict && all.some((r) => r.slow))) process.exit(1);
