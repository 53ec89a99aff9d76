import { CategorySchema } from './category';
import { ErrorBodySchema, toIssues } from './common';
import { endpoints, type EndpointName } from './endpoints';
import { FavoriteSchema } from './favorite';
import { ProductSchema } from './product';
import type { z } from './zod';

/** The contract's word on one answer: kept, or the fields that broke it (`3.price`: the list's fourth item). */
export type Verdict = { kept: true } | { kept: false; broken: string[] };

/** A list's items, each checked on its own as the app does (src/api/parse.ts). */
const LIST_ITEMS: Partial<Record<EndpointName, z.ZodMiniType>> = {
  listCategories: CategorySchema,
  listProducts: ProductSchema,
  listFavorites: FavoriteSchema,
};

/** Enough to say what broke; a list of 10,000 bad items would say no more. */
const MAX_BROKEN = 20;

/** The contract's call for `METHOD /path`, if it is one. */
export function endpointOf(method: string, path: string): EndpointName | undefined {
  const segments = path.replace(/(.)\/+$/, '$1').split('/');
  return (Object.keys(endpoints) as EndpointName[]).find((name) => {
    const endpoint = endpoints[name];
    const pattern = endpoint.path.split('/');
    return (
      endpoint.method === method.toUpperCase() &&
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
}

/** The verdict on a call's answer; undefined outside the contract. A 5xx with an `{error}` body keeps it. */
export function contractVerdict(
  method: string,
  path: string,
  status: number,
  body: unknown,
): Verdict | undefined {
  const name = endpointOf(method, path);
  if (!name) return undefined;
  const responses = endpoints[name].responses as Record<number, z.ZodMiniType>;
  const schema = responses[status] ?? (status >= 500 ? ErrorBodySchema : undefined);
  if (!schema) return { kept: false, broken: [`status ${status}`] };
  const whole = schema.safeParse(body);
  if (!whole.success) return { kept: false, broken: toIssues(whole.error).map((issue) => issue.path) };
  const itemSchema = status === 200 ? LIST_ITEMS[name] : undefined;
  const items = Array.isArray(body) ? body : (body as { products?: unknown[] } | null)?.products;
  const broken: string[] = [];
  for (const [index, item] of (itemSchema && items ? items : []).entries()) {
    const result = itemSchema!.safeParse(item);
    if (!result.success) broken.push(...toIssues(result.error).map((issue) => `${index}.${issue.path}`));
    if (broken.length >= MAX_BROKEN) break;
  }
  return broken.length > 0 ? { kept: false, broken: broken.slice(0, MAX_BROKEN) } : { kept: true };
}

/** `backend`: a real backend answered, the call forwarded to it. */
export type AnsweredBy = 'stub' | 'scenario' | 'fault' | 'backend';

/** One call in the fake backend's journal (mocks/journal.ts), as GET /__stub/requests lists it. */
export interface CallEntry {
  id: number;
  /** When the call came, ISO 8601. */
  at: string;
  method: string;
  path: string;
  /** `''` or `?email=…` */
  query: string;
  /** `pending` until answered; `dropped`: no answer; `cut`: the body broke off. */
  outcome: 'pending' | 'answered' | 'dropped' | 'cut';
  status?: number;
  ms?: number;
  /** The body's bytes as sent. */
  bytes?: number;
  by: AnsweredBy;
  /** A scenario other than `default`. */
  scenario?: string;
  /** What a fault rule did: `503`, `dropped`, `cut after 2000 bytes`, `+300 ms`. */
  fault?: string;
  /** `bearer (owner a…@f…)`: whose token it was, never the token. */
  auth?: string;
  /** Undefined outside the contract, or while no body came. */
  verdict?: Verdict;
  /** The answer's first lines. */
  preview?: string;
}
