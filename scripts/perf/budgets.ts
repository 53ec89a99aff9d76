/** budgets.json: the numbers the perf scripts hold the app to (see docs/performance.md). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SizeBudgets } from './size-report';

export interface Budgets {
  size: SizeBudgets & { forbiddenInInitial: string[] };
  lighthouse: {
    runsPerPage: number;
    pages: string[];
    minPerformance: number;
    minAccessibility: number;
    maxCls: number;
    /** Reported always; enforced only when set. */
    minBestPractices: number | null;
  };
  bench: {
    catalogSizes: number[];
    runs: number;
    maxFirstRenderMs: number;
    maxFilterChangeMs: number;
    loadSeconds: number;
    loadConnections: number;
    /** After this many seconds a kind of measurement stops at the runs it has (at least one). */
    timeBoxSeconds: number;
  };
}

export const ROOT = resolve(import.meta.dirname, '../..');

export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(resolve(ROOT, 'budgets.json'), 'utf8')) as Budgets;
}
