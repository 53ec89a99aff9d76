import ky, { HTTPError, type Options } from 'ky';
import type { z } from 'zod';
import { invalidResponseError, networkError, statusError } from './errors';
import { reportSkipped } from './skipped';

/** The product backend's base URL; the stub's by default (see .env.example). */
export const API_URL: string = import.meta.env.VITE_API_URL ?? 'http://127.0.0.1:3001';

// Retries belong to react-query (spec: 3); ky retrying too would multiply them.
export const http = ky.create({ prefixUrl: API_URL, retry: 0, timeout: 15_000 });

/**
 * Calls the backend and returns its JSON; every failure becomes an ApiError
 * whose message says what could not be done (`what`) and why.
 */
export async function requestJson(what: string, path: string, options?: Options): Promise<unknown> {
  let response: Response;
  try {
    response = await http(path, options);
  } catch (error) {
    if (error instanceof HTTPError) {
      const body: unknown = await error.response.json().catch(() => undefined);
      throw statusError(what, error.response.status, body);
    }
    throw networkError(what, error);
  }
  try {
    return await response.json();
  } catch {
    throw invalidResponseError(what, 'not JSON');
  }
}

/** Parses a whole answer; a mismatch is an error the screen shows. */
export function parseWhole<S extends z.ZodType>(what: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const first = result.error.issues[0];
    throw invalidResponseError(what, `${first?.path.join('.') || 'body'}: ${first?.message}`);
  }
  return result.data;
}

/**
 * Parses list items one by one: an invalid item is skipped and reported, so
 * one bad product never blanks a page.
 */
export function parseItems<S extends z.ZodType>(
  resource: string,
  schema: S,
  items: unknown[],
): z.output<S>[] {
  const valid: z.output<S>[] = [];
  for (const [index, item] of items.entries()) {
    const result = schema.safeParse(item);
    if (result.success) valid.push(result.data);
    else reportSkipped(resource, index, item, result.error);
  }
  return valid;
}
