/**
 * What `npm run size` reports, computed from the manifest alone (pure, so it
 * is unit-tested on a fake manifest): the initial JS for `/` and what each
 * lazy module adds on top of the entry.
 */
import { addedBy, dynamicEntries, entryKey, jsFiles, staticClosure, type Manifest } from './manifest-graph';
import { HOME_ROUTE_MODULES, ROUTE_MODULES, routeLabel } from './routes';

export interface SizeRow {
  label: string;
  files: string[];
  gzipBytes: number;
  budgetBytes: number | null;
}

export interface SizeBudgets {
  initialJsGzipBytes: number;
  /** Per route label; `default` for routes not listed. */
  routeGzipBytes: Record<string, number>;
  /** Per module label; `default` for other lazy modules (carousels, Firebase, SweetAlert2...). */
  deferredGzipBytes: Record<string, number>;
}

export interface SizeReport {
  initial: SizeRow;
  routes: SizeRow[];
  /** Lazy modules that are not routes (Firebase, SweetAlert2, a lazy carousel...). */
  deferred: SizeRow[];
}

/** The chunks fetched before `/` first renders: entry + frame + home, each with its static imports. */
export function initialKeys(manifest: Manifest): Set<string> {
  const homeModules = HOME_ROUTE_MODULES.filter((key) => key in manifest);
  return staticClosure(manifest, [entryKey(manifest), ...homeModules]);
}

export function sizeReport(
  manifest: Manifest,
  gzipOf: (file: string) => number,
  budgets: SizeBudgets,
): SizeReport {
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipOf(file), 0);
  const initialFiles = jsFiles(manifest, initialKeys(manifest));
  const entryClosure = staticClosure(manifest, [entryKey(manifest)]);
  // Routes are the routes table's lazy screens; other lazy modules (the home page's
  // carousels, the footer, Firebase...) are deferred: they load after a first render.
  const routeKeys = new Set(Object.keys(ROUTE_MODULES));
  const rows = dynamicEntries(manifest).map((key) => {
    const label = routeLabel(key);
    const files = jsFiles(manifest, addedBy(manifest, key, entryClosure));
    const isRoute = routeKeys.has(key);
    const budgetsOfKind = isRoute ? budgets.routeGzipBytes : budgets.deferredGzipBytes;
    const budget = budgetsOfKind[label] ?? budgetsOfKind.default ?? null;
    return { row: { label, files, gzipBytes: sum(files), budgetBytes: budget }, isRoute };
  });
  return {
    initial: {
      label: 'initial JS for /',
      files: initialFiles,
      gzipBytes: sum(initialFiles),
      budgetBytes: budgets.initialJsGzipBytes,
    },
    routes: rows.filter((r) => r.isRoute).map((r) => r.row),
    deferred: rows.filter((r) => !r.isRoute).map((r) => r.row),
  };
}

export function overBudget(report: SizeReport): SizeRow[] {
  return [report.initial, ...report.routes, ...report.deferred].filter(
    (row) => row.budgetBytes !== null && row.gzipBytes > row.budgetBytes,
  );
}
