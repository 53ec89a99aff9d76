import { endpoints, ErrorBodySchema, type EndpointName } from '../src/contract';
import { LIST_ITEMS } from '../src/contract/listItems';
import type { z } from '../src/contract/zod';

/**
 * A real backend's answer to one call against the contract the app reads (src/contract), in the
 * sentence the stub prints for a forwarded call: "3 of 80 products break the contract: [12].price is a string".
 */

const kindOf = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'a list'
      : typeof value === 'object'
        ? 'an object'
        : typeof value === 'string'
          ? 'a string'
          : `a ${typeof value}`;

const pathText = (path: PropertyKey[]) =>
  path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`))
    .join('');

/** `[12].price is a string`, `name is missing`, `rating: Too big: expected number to be <=5`. */
function firstIssue(schema: z.ZodMiniType, value: unknown, at: number[] = []): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const where = pathText([...at, ...issue.path]) || 'the body';
  if (where === 'the body' && value && typeof value === 'object' && !Array.isArray(value))
    return `the body is an object with keys ${Object.keys(value).slice(0, 8).join(', ') || '(none)'}`;
  if (issue.code !== 'invalid_type') return `${where}: ${issue.message}`;
  const found = issue.path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );
  return `${where} is ${found === undefined ? 'missing' : kindOf(found)}`;
}

/** What breaks the contract in an answer (status, body text), or null when nothing does. */
export function contractBreach(name: EndpointName, status: number, text: string): string | null {
  const responses = endpoints[name].responses as Record<number, z.ZodMiniType>;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text.trim() === ''
      ? 'the body is empty, not JSON'
      : `the body is not JSON (${JSON.stringify(text.slice(0, 60))})`;
  }
  const schema = responses[status];
  // A failure the contract does not list (a 500, a 502) still owes the app an {error} it can show.
  if (!schema && status >= 400) {
    const issue = firstIssue(ErrorBodySchema, body);
    return issue && `an error answer must be {"error": "…"}: ${issue}`;
  }
  if (!schema) return `the contract has no ${status} for ${endpoints[name].method} ${endpoints[name].path}`;
  const whole = firstIssue(schema, body);
  if (whole) return `the answer breaks the contract: ${whole}`;
  const list = status === 200 ? LIST_ITEMS[name] : undefined;
  if (!list) return null;
  const items = (Array.isArray(body) ? body : (body as Record<string, unknown[]>)[list.noun]) ?? [];
  const broken = items.flatMap((item, index) => {
    const issue = firstIssue(list.schema, item, [index]);
    return issue ? [issue] : [];
  });
  return broken.length
    ? `${broken.length} of ${items.length} ${list.noun} break the contract: ${broken[0]}`
    : null;
}
