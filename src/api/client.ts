import type { z } from '../contract/zod';
import { invalidResponseError, networkError, statusError } from './errors';
import { ListPrefixScanner } from './listPrefix';
import { reportSkipped } from './skipped';

/** The product backend's base URL; the stub's by default (see .env.example). */
export const API_URL: string = import.meta.env.VITE_API_URL ?? 'http://127.0.0.1:3001';

const TIMEOUT_MS = 15_000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  searchParams?: Record<string, string>;
  /** Sent as a JSON body. */
  json?: unknown;
}

/** `path` under API_URL (which may carry a path of its own, e.g. https://host/api). */
export function apiUrl(path: string, searchParams?: Record<string, string>): string {
  const url = new URL(path, API_URL.endsWith('/') ? API_URL : `${API_URL}/`);
  for (const [name, value] of Object.entries(searchParams ?? {})) url.searchParams.set(name, value);
  return url.href;
}

/**
 * Calls the backend and returns its JSON; every failure becomes an ApiError
 * whose message says what could not be done (`what`) and why. No retries
 * here: they belong to react-query (spec: 3), and two layers would multiply them.
 * Plain fetch, not an HTTP library: this file is on the home page's critical path.
 */
export async function requestJson(what: string, path: string, options: RequestOptions = {}): Promise<unknown> {
  return readJson(what, await send(what, path, options));
}

/** Calls the backend; an error status or no answer at all becomes an ApiError. */
async function send(what: string, path: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', searchParams, json } = options;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, searchParams), {
      method,
      headers: json === undefined ? undefined : { 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw networkError(what, error);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw statusError(what, response.status, body);
  }
  // A big answer is most likely a long list (see parseItems): its schema
  // compiler loads while the body downloads, not after it has been parsed.
  if (contentLength(response) >= LIKELY_LONG_LIST_BYTES) void loadSchemaCompiler();
  return response;
}

const contentLength = (response: Response) => Number(response.headers.get('content-length'));

/** An empty body reads as null: some backends answer 200 and nothing for "no such item". */
async function readJson(what: string, response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw invalidResponseError(what, 'not JSON');
  }
  return text.trim() === '' ? null : parseJson(what, text);
}

function parseJson(what: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidResponseError(what, 'not JSON');
  }
}

/** How requestList hands out a long list's first items before the rest of the body is in. */
export interface FirstItems {
  /** The envelope's key for the list, as in `{products: [...]}`. */
  key: string;
  count: number;
  /** Called at most once, with the first `count` items as parsed JSON. */
  onFirst(items: unknown[]): void;
}

export interface ListBody {
  /** Whether onFirst was called. */
  handedOutFirst: boolean;
  /** The whole answer's JSON: parsed on demand, so the caller decides when it may take the main thread. */
  parse(): unknown;
}

/** From this many bytes on the wire, a list's body is read as a stream (docs/decisions/007). */
export const STREAM_LIST_FROM = 256 * 1024;
/** A list that has not started within this many characters has no first items worth handing out. */
const SCAN_AT_MOST = 512 * 1024;

/**
 * requestJson for a list that may be long: its first items go to `first`
 * as soon as they have arrived, and parsing the whole body is left to the
 * caller. Short answers (and answers of unknown length) are read as usual.
 */
export async function requestList(what: string, path: string, first: FirstItems): Promise<ListBody> {
  const response = await send(what, path, {});
  if (!response.body || contentLength(response) < STREAM_LIST_FROM) {
    const data = await readJson(what, response);
    return { handedOutFirst: false, parse: () => data };
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const pieces: string[] = [];
  let scanner: ListPrefixScanner | null = new ListPrefixScanner(first.key, first.count);
  let handedOutFirst = false;
  for (let scanned = 0; ; ) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      throw networkError(what, error);
    }
    if (chunk.done) break;
    const text = decoder.decode(chunk.value, { stream: true });
    pieces.push(text);
    if (!scanner) continue;
    const items = scanner.feed(text);
    scanned += text.length;
    if (items) handedOutFirst = handOut(items, first);
    if (items || scanned > SCAN_AT_MOST) scanner = null;
  }
  pieces.push(decoder.decode());
  return { handedOutFirst, parse: () => parseJson(what, pieces.join('')) };
}

function handOut(texts: string[], first: FirstItems): boolean {
  let items: unknown[];
  try {
    items = texts.map((text) => JSON.parse(text) as unknown);
  } catch {
    return false; // the whole body's parse will say what is wrong
  }
  first.onFirst(items);
  return true;
}

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
 * From this many items a list's item schema is compiled before the check.
 * zod's runtime checks a product in ~7-15 µs, so 10,000 products held the
 * first screen for 70-190 ms; the compiled check takes 4-30 ms (it builds the
 * code for a schema once, ~7 ms). Short lists are not worth its ~8 KB.
 */
export const COMPILE_FROM = 500;

/** Bytes on the wire (compressed or not) from which an answer probably holds hundreds of items. */
const LIKELY_LONG_LIST_BYTES = 64 * 1024;

let schemaCompiler: Promise<typeof import('./compileSchema') | null> | undefined;

/** zod's schema compiler, its own chunk, loaded once; null if the chunk could not load. */
function loadSchemaCompiler() {
  schemaCompiler ??= import('./compileSchema').catch(() => {
    schemaCompiler = undefined; // the next long list tries again
    return null;
  });
  return schemaCompiler;
}

const compiledSchemas = new WeakMap<object, z.ZodMiniType>();

/**
 * The schema's compiled twin: the same answers (a failing item is re-checked
 * by the runtime, so its issues are the usual ones). Where the page's CSP
 * forbids `new Function`, zod hands back the schema unchanged.
 */
async function compiled<S extends z.ZodMiniType>(schema: S): Promise<S> {
  let fast = compiledSchemas.get(schema);
  if (!fast) {
    const compiler = await loadSchemaCompiler();
    if (!compiler) return schema; // an optimisation: the runtime checks the list just as well
    fast = compiler.compile(schema);
    compiledSchemas.set(schema, fast);
  }
  return fast as S;
}

/**
 * Parses list items one by one: an invalid item is skipped and reported, so
 * one bad product never blanks a page.
 */
export async function parseItems<S extends z.ZodMiniType>(
  resource: string,
  schema: S,
  items: unknown[],
): Promise<z.output<S>[]> {
  const check = items.length >= COMPILE_FROM ? await compiled(schema) : schema;
  const valid: z.output<S>[] = [];
  for (const [index, item] of items.entries()) {
    const result = check.safeParse(item);
    if (result.success) valid.push(result.data);
    else reportSkipped(resource, index, item, result.error);
  }
  return valid;
}
