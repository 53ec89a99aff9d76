/**
 * Turns bench measurements into table rows and a verdict. Pure: the medians
 * and the pass/fail rules are unit-tested; the timings themselves never are.
 */
import { median } from '../perf/table';
import type { Timing } from './firstCard';
import type { LoadResult } from './load';

export interface Outcome {
  cells: string[];
  /** Over a timing target: reported, fatal only with --strict (machines are noisy). */
  slow: boolean;
  /** A broken measurement or a stub error: always fatal. */
  broken: boolean;
}

const ms = (value: number) => `${Math.round(value)}`;
const products = (count: number) => count.toLocaleString('en-US');

/**
 * A UI timing row: medians of DOM and paint times, judged on `judgedOn`: the
 * first card must be visible (paint); a filter change must reach the grid (DOM).
 */
export function timingRow(
  what: string,
  catalog: number,
  timings: Timing[] | Error,
  target: { ms: number; judgedOn: keyof Timing },
): Outcome {
  const targetCell = `${target.ms} ${target.judgedOn === 'paintMs' ? 'painted' : 'DOM'}`;
  if (timings instanceof Error) {
    return {
      cells: [what, products(catalog), '-', '-', targetCell, `error: ${timings.message.split('\n')[0]}`],
      slow: false,
      broken: true,
    };
  }
  const judged = timings.map((t) => t[target.judgedOn]);
  const slow = !(median(judged) <= target.ms);
  const spread = `${ms(Math.min(...judged))}-${ms(Math.max(...judged))}`;
  return {
    cells: [
      what,
      products(catalog),
      ms(median(timings.map((t) => t.domMs))),
      ms(median(timings.map((t) => t.paintMs))),
      targetCell,
      `${slow ? 'SLOW' : 'ok'} (n=${timings.length}, ${spread})`,
    ],
    slow,
    broken: false,
  };
}

export function loadRow(what: string, catalog: number, result: LoadResult | Error): Outcome {
  if (result instanceof Error) {
    return {
      cells: [what, products(catalog), '-', '-', '-', `error: ${result.message}`],
      slow: false,
      broken: true,
    };
  }
  const broken = result.errors > 0;
  return {
    cells: [
      what,
      products(catalog),
      result.requestsPerSecond.toFixed(1),
      `${result.p99Ms}`,
      `${result.errors}`,
      broken ? 'ERRORS' : 'ok',
    ],
    slow: false,
    broken,
  };
}

/** Runs a measurement, keeping its error as a result so one failure does not hide the rest. */
export async function attempt<T>(measure: () => Promise<T>): Promise<T | Error> {
  try {
    return await measure();
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
