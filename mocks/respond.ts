import type { z } from 'zod';
import {
  AddFavoriteBodySchema,
  CreateUserBodySchema,
  FavoriteIdParamsSchema,
  FavoritesQuerySchema,
  MAX_BODY_BYTES,
  ProductIdParamsSchema,
  toIssues,
} from '../src/contract';
import type { Db } from './db';
import * as store from './store';
import type { Reply } from './store';

/** A request as both transports hand it over: the body still raw text. */
export interface MockRequest {
  method: string;
  /** The path without the base URL, e.g. `/favorites/abc`. */
  path: string;
  query: URLSearchParams;
  rawBody: string;
}

const invalid = (what: string, error: z.ZodError): Reply => ({
  status: 400,
  body: { error: `Invalid ${what}`, issues: toIssues(error) },
});

const methodNotAllowed = (method: string, path: string): Reply => ({
  status: 405,
  body: { error: `${method} is not supported on ${path}` },
});

type Parsed<T> = { ok: true; value: T } | { ok: false; reply: Reply };

function parse<S extends z.ZodType>(what: string, schema: S, input: unknown): Parsed<z.input<S>> {
  const result = schema.safeParse(input);
  // The raw input goes on (not the parsed output) so stored data keeps its wire form.
  return result.success ? { ok: true, value: input as z.input<S> } : { ok: false, reply: invalid(what, result.error) };
}

/** Size limit, then JSON: a body over the limit is 413, broken JSON is 400. */
function parseJsonBody(raw: string): Parsed<unknown> {
  if (new TextEncoder().encode(raw).byteLength > MAX_BODY_BYTES) {
    return { ok: false, reply: { status: 413, body: { error: `Request body is larger than ${MAX_BODY_BYTES} bytes` } } };
  }
  if (raw.trim() === '') return { ok: false, reply: { status: 400, body: { error: 'Request body is missing' } } };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false, reply: { status: 400, body: { error: 'Request body is not valid JSON' } } };
  }
}

function queryObject(query: URLSearchParams): Record<string, string> {
  return Object.fromEntries(query.entries());
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // a malformed %-escape
  }
}

/**
 * Routes one request of the product contract to its rule, validating path
 * params, query and body against the contract first. Answers `null` for a
 * path outside the contract, so the transport can fall through.
 */
export function respond(db: Db, request: MockRequest): Reply | null {
  const { method, path, query } = request;
  const segments = path.replace(/\/+$/, '').split('/').slice(1);
  const [resource, rawId, ...rest] = segments;
  if (rest.length > 0) return null;
  const id = rawId === undefined ? undefined : decodeSegment(rawId);
  if (id === null) return { status: 400, body: { error: 'Malformed path parameter' } };

  switch (resource) {
    case 'catagory':
      if (id !== undefined) return null;
      return method === 'GET' ? store.listCategories(db) : methodNotAllowed(method, path);

    case 'products':
      if (method !== 'GET') return methodNotAllowed(method, path);
      if (id === undefined) return store.listProducts(db);
      {
        const params = parse('product id', ProductIdParamsSchema, { id });
        return params.ok ? store.getProduct(db, id) : params.reply;
      }

    case 'favorites': {
      if (id === undefined && method === 'GET') {
        const q = parse('query', FavoritesQuerySchema, queryObject(query));
        return q.ok ? store.listFavorites(db, q.value.email) : q.reply;
      }
      if (id === undefined && method === 'POST') {
        const json = parseJsonBody(request.rawBody);
        if (!json.ok) return json.reply;
        const body = parse('favorite', AddFavoriteBodySchema, json.value);
        return body.ok ? store.addFavorite(db, body.value) : body.reply;
      }
      if (id !== undefined && method === 'DELETE') {
        const params = parse('favorite id', FavoriteIdParamsSchema, { id });
        if (!params.ok) return params.reply;
        const q = parse('query', FavoritesQuerySchema, queryObject(query));
        return q.ok ? store.removeFavorite(db, id, q.value.email) : q.reply;
      }
      return methodNotAllowed(method, path);
    }

    case 'users': {
      if (id !== undefined || method !== 'POST') return methodNotAllowed(method, path);
      const json = parseJsonBody(request.rawBody);
      if (!json.ok) return json.reply;
      const body = parse('user', CreateUserBodySchema, json.value);
      return body.ok ? store.createUser(db, body.value) : body.reply;
    }

    default:
      return null;
  }
}
