import type { z } from '../contract/zod';
import { invalidResponseError } from './errors';
import { yieldToMain } from '../lib/yieldToMain';
import { reportSkipped } from './skipped';

/** Parses a whole answer; a mismatch is an error the screen shows. */
export function parseWhole<S extends z.ZodMiniType>(what: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const first = result.error.issues[0];
    throw invalidResponseError(what, `${first?.path.join('.') || 'body'}: ${first?.message}`);
  }
  return result.data;
}

/** A list check's slice (ms): at perf:phone's 4x CPU, still no long task (src/app/couplings.test.ts). */
export const SLICE_MS = 8;

/**
 * Parses list items one by one, skipping and reporting an invalid one so it never blanks a page. In
 * slices of SLICE_MS, a task each: zod's cold first run is otherwise a long task (docs/performance.md).
 */
export async function parseItems<S extends z.ZodMiniType>(
  resource: string,
  schema: S,
  items: unknown[],
): Promise<z.output<S>[]> {
  const valid: z.output<S>[] = [];
  let sliceStart = performance.now();
  for (const [index, item] of items.entries()) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToMain();
      sliceStart = performance.now();
    }
    const result = schema.safeParse(item);
    if (result.success) valid.push(result.data);
    else reportSkipped(resource, index, item, result.error);
  }
  return valid;
}
