import type { z } from '../src/contract/zod';
import { MAX_BODY_BYTES, toIssues } from '../src/contract';
import type { Caller } from './access';
import type { Reply } from './store';

/* Request checks the contract routes share (mocks/respond.ts): each answers a 4xx JSON `{error}` Reply on failure. */

/** A request as both transports hand it over: the body still raw text. */
export interface MockRequest {
  method: string;
  /** The path without the base URL, e.g. `/favorites/abc`. */
  path: string;
  query: URLSearchParams;
  rawBody: string;
  contentType?: string | null;
  /** Who is asking, for the calls that need an owner (mocks/access.ts); not given: nobody signed in. */
  caller?: Caller;
}

const invalid = (what: string, error: z.core.$ZodError): Reply => ({
  status: 400,
  body: { error: `Invalid ${what}`, issues: toIssues(error) },
});

type Parsed<T> = { ok: true; value: T } | { ok: false; reply: Reply };

export function parse<S extends z.ZodMiniType>(what: string, schema: S, input: unknown): Parsed<z.input<S>> {
  const result = schema.safeParse(input);
  // The raw input goes on (not the parsed output) so stored data keeps its wire form.
  return result.success
    ? { ok: true, value: input as z.input<S> }
    : { ok: false, reply: invalid(what, result.error) };
}

const refuse = (status: number, error: string): Parsed<never> => ({
  ok: false,
  reply: { status, body: { error } },
});

/** Size limit, then type, then JSON: over the limit is 413, not JSON 415, broken JSON 400. */
export function parseJsonBody({ rawBody: raw, contentType }: MockRequest): Parsed<unknown> {
  if (new TextEncoder().encode(raw).byteLength > MAX_BODY_BYTES)
    return refuse(413, `Request body is larger than ${MAX_BODY_BYTES} bytes`);
  if (!/^application\/json\s*(;|$)/i.test(contentType ?? ''))
    return refuse(415, 'Request body must be sent as application/json');
  if (raw.trim() === '') return refuse(400, 'Request body is missing');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return refuse(400, 'Request body is not valid JSON');
  }
  const duplicate = firstDuplicateKey(raw);
  if (duplicate === null) return { ok: true, value };
  const path = duplicate.slice(0, 100);
  return {
    ok: false,
    reply: {
      status: 400,
      body: {
        error: 'Request body repeats a key',
        issues: [{ path, message: `key '${path}' appears twice` }],
      },
    },
  };
}

/** A route takes exactly the query parameters the contract names, each once. */
export function unexpectedQuery(query: URLSearchParams, allowed: readonly string[]): Reply | null {
  const keys = [...query.keys()];
  const unknown = keys.find((key) => !allowed.includes(key));
  if (unknown !== undefined) {
    return { status: 400, body: { error: `Unexpected query parameter '${unknown.slice(0, 100)}'` } };
  }
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  return repeated === undefined
    ? null
    : { status: 400, body: { error: `Query parameter '${repeated.slice(0, 100)}' is given more than once` } };
}

export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // a malformed %-escape
  }
}

/**
 * The first key repeated in one object of a JSON text `JSON.parse` accepted, or null: it keeps the
 * last of two silently, so a checker reading the first and the store could disagree.
 */
export function firstDuplicateKey(json: string): string | null {
  /** The keys seen per open object; null for an open array. */
  const open: (Set<string> | null)[] = [];
  let i = 0;
  while (i < json.length) {
    const char = json[i];
    if (char === '"') {
      let end = i + 1;
      while (json[end] !== '"') end += json[end] === '\\' ? 2 : 1;
      const literal = json.slice(i, end + 1);
      i = end + 1;
      while (json[i] === ' ' || json[i] === '\t' || json[i] === '\n' || json[i] === '\r') i += 1;
      const keys = open.at(-1);
      if (json[i] === ':' && keys) {
        const key = JSON.parse(literal) as string; // `"a"` and `"\u0061"` are the same key
        if (keys.has(key)) return key;
        keys.add(key);
      }
      continue;
    }
    if (char === '{') open.push(new Set());
    else if (char === '[') open.push(null);
    else if (char === '}' || char === ']') open.pop();
    i += 1;
  }
  return null;
}
