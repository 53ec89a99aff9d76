/**
 * `npm run size`: builds the app for production and prints the gzip size of
 * the initial JS for `/` and of what each lazy route adds; exits 1 over a
 * budget in budgets.json (CI runs it). `--why` also lists which packages make
 * up the initial JS. Sizes are gzip level 9 per file, as a CDN would serve.
 */
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildApp } from './perf/build';
import { readBudgets, ROOT } from './perf/budgets';
import { gzipSizer } from './perf/gzip';
import { cssFiles } from './perf/manifest-graph';
import { forbiddenFound, packageShares } from './perf/packages';
import { initialKeys, overBudget, sizeReport, type SizeRow } from './perf/size-report';
import { kb, printTable } from './perf/table';

const { values } = parseArgs({
  options: { why: { type: 'boolean', default: false }, keep: { type: 'boolean', default: false } },
});
const budgets = readBudgets();
const app = await buildApp('size');
const gzipOf = gzipSizer(app.outDir);
const report = sizeReport(app.manifest, gzipOf, budgets.size);

const row = (r: SizeRow) => {
  const status = r.budgetBytes === null ? '' : r.gzipBytes <= r.budgetBytes ? 'ok' : 'OVER';
  const budget = r.budgetBytes === null ? '-' : kb(r.budgetBytes);
  return [r.label, String(r.gzipBytes), kb(r.gzipBytes), budget, status, String(r.files.length)];
};
const headers = ['gzip -9', 'bytes', 'KB', 'budget', '', 'files'];
console.info('');
printTable(headers, [row(report.initial)]);
const initialCss = cssFiles(app.manifest, initialKeys(app.manifest));
console.info(
  `(initial CSS for /: ${kb(initialCss.reduce((s, f) => s + gzipOf(f), 0))} gzip, not budgeted)\n`,
);
console.info('Lazy routes: the chunk plus its static imports not already in the entry');
printTable(['route', ...headers.slice(1)], report.routes.map(row));
console.info('\nDeferred modules (loaded after first render or on demand)');
printTable(['module', ...headers.slice(1)], report.deferred.map(row));

const shares = packageShares(report.initial.files, app.modules, gzipOf, ROOT);
const forbidden = forbiddenFound(
  shares.map(([name]) => name),
  budgets.size.forbiddenInInitial,
);
if (values.why) {
  console.info('\nWhat the initial JS for / is made of (estimated gzip share)');
  printTable(
    ['package / app folder', 'KB'],
    shares.slice(0, 25).map(([name, bytes]) => [name, kb(bytes)]),
  );
}

const failures = [
  ...overBudget(report).map((r) => `${r.label}: ${kb(r.gzipBytes)} > ${kb(r.budgetBytes!)}`),
  ...forbidden.map(
    (name) => `${name} is in the initial JS for / (it must load with the screen that uses it)`,
  ),
];
if (!values.keep) rmSync(app.outDir, { recursive: true, force: true });
else console.info(`\nbuild kept in ${app.outDir}`);
if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.info('\nAll size budgets met.');
