import type { z } from '../contract/zod';
import { invalidResponseError } from './errors';
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

/**
 * Parses list items one by one: an invalid item is skipped and reported, so
 * one bad product never blanks a page. `check` may be the schema's compiled
 * twin (the product list's, for long lists): the same answers, faster.
 */
export function parseItems<S extends z.ZodMiniType>(
  resource: string,
  schema: S,
  items: unknown[],
  check: S = schema,
): z.output<S>[] {
  const valid: z.output<S>[] = [];
  for (const [index, item] of items.entries()) {
    const result = check.safeParse(item);
    if (result.success) valid.push(result.data);
    else reportSkipped(resource, index, item, result.error);
  }
  return valid;
}
