/**
 * `npm run bench`: what no kept tool measures, at catalog scale. For each catalog size it serves
 * a generated catalog from the stub (:3202) and the production build through `vite preview`
 * (:4402), then times in Chromium the first card of /productFilter and / and the filter changes
 * (medians), and puts the stub under autocannon load. Timings are printed, never asserted in
 * tests. Exit 1 on a broken measurement or a stub error; --strict also on a missed target.
 *   --sizes 1000,10000  --runs 5  --quick (1,000 products, 2 runs, 3 s of load)  --strict  --no-ui  --no-load
 */
import type { Browser } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { testIdToken } from '../../mocks/testTokens';
import { launchChromium } from '../perf/chromium';
import { hostIndex } from '../perf/hostIndex';
import { median } from '../perf/median';
import { startService, stopServices, waitForUrl, type Service } from '../processes';
import { generateCatalog } from './catalog';
import { favoritesFor, loadTest, waitUntilIdle, type LoadResult } from './load';
import type { ProductWire } from '../../src/contract';
import { filterChanges, firstRender, type FilterKind, type Timing } from './ui';

const STUB = 'http://127.0.0.1:3202';
const APP = 'http://127.0.0.1:4402';
const { values } = parseArgs({
  options: {
    sizes: { type: 'string' },
    runs: { type: 'string' },
    quick: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    'no-ui': { type: 'boolean', default: false },
    'no-load': { type: 'boolean', default: false },
  },
});
// timeBoxSeconds: after so long a kind of measurement stops with the runs it has.
type Budgets = Record<
  'runs' | 'maxFirstRenderMs' | 'maxFilterChangeMs' | 'loadSeconds' | 'loadConnections' | 'timeBoxSeconds',
  number
>;
const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')).bench as Budgets & {
  catalogSizes: number[];
};
if (values.quick) Object.assign(budgets, { catalogSizes: [1000], runs: 2, loadSeconds: 3 });
const sizes = values.sizes?.split(',').map(Number) ?? budgets.catalogSizes;
const runs = Number(values.runs ?? budgets.runs);

type Row = Record<string, string | number>;
const uiRows: Row[] = [];
const loadRows: Row[] = [];
let broken = false;
let slow = false;

async function timed(
  what: string,
  products: number,
  target: number,
  key: keyof Timing,
  measure: () => Promise<Timing[]>,
) {
  try {
    const timings = await measure();
    const judged = median(timings.map((t) => t[key]));
    slow ||= judged > target;
    const domMs = Math.round(median(timings.map((t) => t.domMs)));
    const paintMs = Math.round(median(timings.map((t) => t.paintMs)));
    const verdict = `${judged > target ? 'SLOW' : 'ok'} (n=${timings.length})`;
    uiRows.push({
      what,
      products,
      domMs,
      paintMs,
      target: `${target} ${key === 'paintMs' ? 'painted' : 'DOM'}`,
      verdict,
    });
  } catch (error) {
    broken = true;
    uiRows.push({ what, products, verdict: `error: ${(error as Error).message.split('\n')[0]}` });
  }
  console.info(' ', Object.values(uiRows.at(-1)!).join('  '));
}

async function measureUi(browser: Browser, products: number, catalog: ReturnType<typeof generateCatalog>) {
  const deadline = () => Date.now() + budgets.timeBoxSeconds * 1000;
  for (const path of ['/productFilter', '/']) {
    await timed(`first card ${path}`, products, budgets.maxFirstRenderMs, 'paintMs', async () => {
      await firstRender(browser, `${APP}${path}`); // warm-up: a cold browser process
      const until = deadline();
      const timings: Timing[] = [];
      while (timings.length < runs && (timings.length === 0 || Date.now() < until))
        timings.push(await firstRender(browser, `${APP}${path}`));
      return timings;
    });
  }
  for (const kind of ['category', 'stock', 'price'] as FilterKind[]) {
    await timed(`filter: ${kind}`, products, budgets.maxFilterChangeMs, 'domMs', () =>
      filterChanges(browser, `${APP}/productFilter`, kind, { ...catalog, runs, deadline: deadline() }),
    );
  }
}

/** One row of the load table; a stub error or a failed run marks the whole bench broken. */
async function loadRow(request: string, products: number, run: () => Promise<LoadResult>) {
  await waitUntilIdle(`${STUB}/__stub/health`); // leftovers of the previous run would time out this one's
  try {
    const result = await run();
    broken ||= result.errors > 0;
    const rate = Math.round(result.requestsPerSecond);
    loadRows.push({ request, products, 'req/s': rate, 'p99 ms': result.p99Ms, errors: result.errors });
  } catch (error) {
    broken = true;
    loadRows.push({ request, products, errors: (error as Error).message });
  }
}

async function measureLoad(products: number, catalogFile: string) {
  const { loadConnections, loadSeconds } = budgets;
  // The bench's stub runs without an Auth emulator: it checks a token's claims (mocks/idTokens.ts).
  const reader = demoAccounts[0]!.email;
  for (const path of ['/products', `/favorites?email=${encodeURIComponent(reader)}`]) {
    const token = path.startsWith('/favorites')
      ? testIdToken({ uid: 'bench-reader', email: reader })
      : undefined;
    await loadRow(`GET ${decodeURIComponent(path)}`, products, () =>
      loadTest(`${STUB}${path}`, loadConnections, loadSeconds, undefined, token),
    );
  }
  // Writes: each POST adds another product for a bench-only user, so every answer is a durable write.
  const catalog = JSON.parse(readFileSync(catalogFile, 'utf8')) as { products: ProductWire[] };
  const writer = 'bench-writer@example.com';
  const favorites = favoritesFor(catalog.products, writer);
  const token = testIdToken({ uid: 'bench-writer', email: writer });
  await loadRow('POST /favorites', products, () =>
    loadTest(`${STUB}/favorites`, loadConnections, loadSeconds, favorites, token),
  );
}

const work = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
const services: Service[] = [];
let browser: Browser | undefined;
try {
  execFileSync(
    'node_modules/.bin/vite',
    ['build', '--outDir', join(work, 'dist'), '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      // A production build against the bench's stub (tooling/settings.ts asks every build for its settings).
      env: {
        ...process.env,
        VITE_API_URL: STUB,
        VITE_FIREBASE_PROJECT_ID: 'demo-storefront',
        VITE_FIREBASE_API_KEY: 'bench-api-key',
        VITE_FIREBASE_AUTH_DOMAIN: 'demo-storefront.firebaseapp.com',
      },
    },
  );
  const app = startService('preview', 'vite', [
    'preview',
    '--outDir',
    join(work, 'dist'),
    '--host',
    '127.0.0.1',
    '--port',
    '4402',
    '--strictPort',
  ]);
  services.push(app);
  browser = await launchChromium();
  console.info(`Host benchmarkIndex ${await hostIndex(browser)} (~1750 is a fast desktop)`);
  for (const products of sizes) {
    const catalog = generateCatalog(work, products);
    const stub = startService('stub', 'tsx', ['mocks/stub/main.ts', '--db', catalog.file, '--port', '3202'], {
      STUB_ALLOWED_ORIGINS: APP,
      // No emulator here: the load's minted tokens are checked by their claims alone.
      FIREBASE_AUTH_EMULATOR_HOST: '',
    });
    services.push(stub);
    await Promise.all([waitForUrl(`${STUB}/__stub/health`, 60_000), waitForUrl(APP, 60_000)]);
    console.info(`Catalog of ${products} products...`);
    if (!values['no-ui']) await measureUi(browser, products, catalog);
    if (!values['no-load']) await measureLoad(products, catalog.file);
    await stopServices([stub]);
    services.splice(services.indexOf(stub), 1);
  }
} finally {
  await browser?.close();
  await stopServices(services);
  rmSync(work, { recursive: true, force: true });
}

console.info(
  `\nCatalog UI, Chromium 1280x900 unthrottled, median of up to ${runs} runs, ms from navigation start or the input`,
);
// eslint-disable-next-line no-console -- a table is this command\'s output
console.table(uiRows);
console.info(`\nStub under load: ${budgets.loadConnections} connections, ${budgets.loadSeconds} s each`);
// eslint-disable-next-line no-console -- a table is this command\'s output
console.table(loadRows);
if (broken || (values.strict && slow)) process.exit(1);
