/**
 * Generated requests against a backend (issue 65; docs/contract.md, "Requests the contract
 * allows"): each is a request the contract allows, sent by the user its email names, so any 5xx,
 * refusal or answer outside the contract is a finding. A failure is shrunk to the smallest request
 * that still fails and printed as `curl` lines. What a case adds, it removes.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { OPENAPI_FILE } from '../mocks/openapi/file';
import {
  AddFavoriteResponseSchema,
  CreateUserResponseSchema,
  endpoints,
  ErrorBodySchema,
  FavoriteDeletedSchema,
  FavoriteSchema,
  MAX_BODY_BYTES,
  ProductSchema,
  type AddFavoriteBody,
  type CreateUserBody,
} from '../src/contract';
import { z } from '../src/contract/zod';
import { CHECK_USER_NAME } from './backendCheck';
import { requestsOf } from './generated';
import { call, type Answer } from './http';
import { shapeOf } from './shape';

export interface FuzzTarget {
  baseUrl: string;
  /** The ID token of the user an email names. */
  tokenFor(email: string): string;
  /**
   * A backend not ours writes only under these emails (the check's users; POST /users only the
   * first's, which the check records anyway). Without: any email the contract allows.
   */
  owners?: string[];
  /** A real project's token is not printed: the curl line names $ID_TOKEN instead. */
  hideTokens?: boolean;
  /** Ours: bodies also padded with JSON whitespace to the largest the stub accepts. */
  fillBodies?: boolean;
  runs: number;
  seed: number;
}

interface Sent {
  /** The contract's name for the call, e.g. `DELETE /favorites/:id`. */
  route: string;
  method: string;
  path: string;
  query?: Record<string, string>;
  email?: string;
  body?: string;
}

/** What a case sent until an answer broke the contract, and what was wrong with it. */
class Finding extends Error {
  constructor(
    readonly sent: Sent[],
    readonly problem: string,
  ) {
    super(problem);
  }
}

type Plan =
  | { kind: 'product'; id: string }
  | { kind: 'favorite'; body: AddFavoriteBody; fill: number }
  | { kind: 'user'; body: CreateUserBody; fill: number };

const issuesOf = (error: z.core.$ZodError) =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(the body)'}: ${issue.message}`)
    .join('; ');
const ProductOrNone = z.union([ProductSchema, z.null(), z.literal('')]);
const briefly = (answer: Answer) => `${answer.status} with ${shapeOf(answer.body)}`;

/** What is wrong with the answer to a request the contract allows, if anything. */
function problemWith(answer: Answer, schema: z.ZodMiniType): string | undefined {
  if (answer.status < 200 || answer.status >= 300)
    return answer.status >= 500
      ? `answered ${briefly(answer)}`
      : `refused it: ${briefly(answer)}${typeof field(answer, 'error') === 'string' ? ` (${String(field(answer, 'error'))})` : ''}`;
  const parsed = schema.safeParse(answer.body);
  return parsed.success
    ? undefined
    : `answered ${briefly(answer)}, not as the contract says: ${issuesOf(parsed.error)}`;
}

const field = (answer: Answer, name: string) =>
  answer.body && typeof answer.body === 'object' ? (answer.body as Record<string, unknown>)[name] : undefined;

const idsIn = (answer: Answer) =>
  Array.isArray(answer.body) ? answer.body.map((item) => (item as { _id?: unknown } | null)?._id) : [];

/** The generated cases: a product looked up, a favorite added, listed and removed, a user recorded. */
function plans(target: FuzzTarget): fc.Arbitrary<Plan> {
  const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'));
  const owners = target.owners;
  const given: Record<string, fc.Arbitrary<string>> = owners ? { email: fc.constantFrom(...owners) } : {};
  const fits = (request: { body?: unknown }) =>
    Buffer.byteLength(JSON.stringify(request.body)) <= MAX_BODY_BYTES;
  const fill = target.fillBodies ? fc.constantFrom(0, MAX_BODY_BYTES) : fc.constant(0);
  const bodies = (name: 'addFavorite' | 'createUser', fixed: Record<string, fc.Arbitrary<string>>) =>
    requestsOf(document, name, endpoints[name], fixed).filter(fits);
  return fc.oneof(
    {
      weight: 1,
      arbitrary: requestsOf(document, 'getProduct', endpoints.getProduct).map((r) => ({
        kind: 'product' as const,
        id: r.params.id!,
      })),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('favorite' as const),
        body: bodies('addFavorite', given).map((r) => r.body as AddFavoriteBody),
        fill,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('user' as const),
        body: bodies('createUser', owners ? { email: fc.constant(owners[0]!) } : {}).map(
          (r) => r.body as CreateUserBody,
        ),
        fill,
      }),
    },
  );
}

/** JSON of `body`, padded with whitespace (still the same JSON) to `fill` bytes. */
const json = (body: unknown, fill: number) => {
  const text = JSON.stringify(body);
  return text + ' '.repeat(Math.max(0, fill - Buffer.byteLength(text)));
};

async function runCase(target: FuzzTarget, plan: Plan): Promise<void> {
  const sent: Sent[] = [];
  const send = async (
    request: Sent,
    schema: z.ZodMiniType,
    check?: (answer: Answer) => string | undefined,
  ) => {
    sent.push(request);
    let answer: Answer;
    try {
      answer = await call(target.baseUrl, request.method, request.path, {
        query: request.query,
        body: request.body,
        token: request.email === undefined ? undefined : target.tokenFor(request.email),
      });
    } catch (error) {
      throw new Finding(sent, `got no answer: ${(error as Error).message}`);
    }
    const problem =
      (answer.status === 404 && schema === ProductOrNone ? undefined : problemWith(answer, schema)) ??
      check?.(answer);
    if (problem) throw new Finding(sent, problem);
    return answer;
  };

  if (plan.kind === 'product') {
    const path = `/products/${encodeURIComponent(plan.id)}`;
    // An id the contract allows names a product or none: 404 {error}, or 200 with it, null or nothing.
    await send({ route: 'GET /products/:id', method: 'GET', path }, ProductOrNone, (answer) =>
      answer.status === 404 && !ErrorBodySchema.safeParse(answer.body).success
        ? `answered ${briefly(answer)}, where the contract says {error}`
        : undefined,
    );
    return;
  }
  if (plan.kind === 'user') {
    await send(
      {
        route: 'POST /users',
        method: 'POST',
        path: '/users',
        email: plan.body.email,
        body: json(plan.body, plan.fill),
      },
      CreateUserResponseSchema,
    );
    return;
  }
  const { body } = plan;
  const { email, _id: id } = body;
  const list = { route: 'GET /favorites', method: 'GET', path: '/favorites', query: { email }, email };
  const remove = {
    route: 'DELETE /favorites/:id',
    method: 'DELETE',
    path: `/favorites/${encodeURIComponent(id)}`,
    query: { email },
    email,
  };
  let added = false;
  try {
    await send(
      { route: 'POST /favorites', method: 'POST', path: '/favorites', email, body: json(body, plan.fill) },
      AddFavoriteResponseSchema,
    );
    added = true;
    await send(list, endpoints.listFavorites.responses[200], (answer) => {
      if (!idsIn(answer).includes(id))
        return `listed ${shapeOf(answer.body)} without the favorite just added`;
      const listed = (answer.body as unknown[]).filter((item) => (item as { _id?: unknown })._id === id);
      const invalid = listed.map((item) => FavoriteSchema.safeParse(item)).find((result) => !result.success);
      return (
        invalid?.error &&
        `listed the favorite just added, not as the contract says: ${issuesOf(invalid.error)}`
      );
    });
    await send(remove, FavoriteDeletedSchema);
    added = false;
    await send(list, endpoints.listFavorites.responses[200], (answer) =>
      idsIn(answer).includes(id) ? 'still lists the favorite it answered as deleted' : undefined,
    );
  } finally {
    if (added)
      await call(target.baseUrl, remove.method, remove.path, {
        query: remove.query,
        token: target.tokenFor(email),
      }).catch(() => undefined);
  }
}

/** A request as a line to paste in a terminal. */
function curl(target: FuzzTarget, request: Sent): string {
  const url = new URL(target.baseUrl.replace(/\/+$/, '') + request.path);
  for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
  const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
  const words = ['curl', '-X', request.method, quote(url.href)];
  if (request.email !== undefined)
    words.push(
      '-H',
      target.hideTokens
        ? '"authorization: Bearer $ID_TOKEN"'
        : quote(`authorization: Bearer ${target.tokenFor(request.email)}`),
    );
  if (request.body !== undefined)
    words.push('-H', quote('content-type: application/json'), '--data-binary', quote(request.body));
  return words.join(' ');
}

/** The title of the check that runs them (`npm run check:backend -- --fuzz N`). */
export const GENERATED_CHECK = 'requests generated from the contract';

export type FuzzResult = { passed: true } | { passed: false; summary: string; report: string };

/** Every favorite the owners have now, by id: a case leaves them as it found them. */
async function wishlists(target: FuzzTarget): Promise<string> {
  const lists = await Promise.all(
    (target.owners ?? []).map(async (email) => {
      const answer = await call(target.baseUrl, 'GET', '/favorites', {
        query: { email },
        token: target.tokenFor(email),
      });
      return `${email}: ${idsIn(answer).map(String).sort().join(', ')}`;
    }),
  );
  return lists.join('\n');
}

/** Runs `target.runs` generated cases; a failure comes back shrunk, with its curl lines. */
export async function fuzzBackend(target: FuzzTarget): Promise<FuzzResult> {
  if (target.owners?.[0])
    await call(target.baseUrl, 'POST', '/users', {
      body: { name: CHECK_USER_NAME, email: target.owners[0] },
      token: target.tokenFor(target.owners[0]),
    });
  const before = await wishlists(target);
  const details = await fc.check(
    fc.asyncProperty(plans(target), (plan) => runCase(target, plan)),
    { numRuns: target.runs, seed: target.seed, endOnFailure: false },
  );
  const after = await wishlists(target);
  if (after !== before)
    return {
      passed: false,
      summary: 'the generated requests left the wishlists otherwise than they found them',
      report: `before:\n${before}\nafter:\n${after}`,
    };
  if (!details.failed) return { passed: true };
  const finding = details.errorInstance;
  if (!(finding instanceof Finding))
    return {
      passed: false,
      summary: `the generated requests stopped: ${String(finding)}`,
      report: String(finding),
    };
  const last = finding.sent.at(-1)!;
  const summary = `${last.route} ${finding.problem}, to a request the contract allows`;
  const report =
    `${summary}.\nThe smallest such case (seed ${target.seed}, case ${details.numRuns} of ${target.runs}, shrunk ${details.numShrinks} times):\n` +
    finding.sent.map((request) => `  ${curl(target, request)}`).join('\n');
  return { passed: false, summary, report };
}
