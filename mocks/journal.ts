import { endpoints, ErrorBodySchema, toIssues } from '../src/contract';
import { LIST_ITEMS } from '../src/contract/listItems';
import type { AnsweredBy, CallEntry, Verdict } from '../src/contract/verdict';
import type { z } from '../src/contract/zod';
import { callOf } from './calls';
import type { FaultDecision } from './faults';
import { readIdToken } from './idTokens';

/**
 * The fake backend's journal of calls (GET /__stub/requests), one shape for the stub and the MSW
 * handlers: kept in memory only, never a token or a password, only the last JOURNAL_SIZE calls.
 */
export const JOURNAL_SIZE = 300;
export const JOURNAL_PATH = '/__stub/requests';

/** A backend call, not the fake backend's own routes (`/__stub/*`, the demo's `/__demo/*`). */
export const isJournaled = (path: string) =>
  !(path === '/__stub' || path.startsWith('/__stub/') || path.startsWith('/__demo/'));

/** Enough to say what broke; a list of 10,000 bad items would say no more. */
const MAX_BROKEN = 20;

/** The verdict on a call's answer; undefined outside the contract. A 5xx with an `{error}` body keeps it. */
/** A list's items are checked one by one, as the app does (src/api/parse.ts). */
export function contractVerdict(
  method: string,
  path: string,
  status: number,
  body: unknown,
): Verdict | undefined {
  const name = callOf(method, path);
  if (!name) return undefined;
  const responses = endpoints[name].responses as Record<number, z.ZodMiniType>;
  const schema = responses[status] ?? (status >= 500 ? ErrorBodySchema : undefined);
  if (!schema) return { kept: false, broken: [`status ${status}`] };
  const whole = schema.safeParse(body);
  if (!whole.success) return { kept: false, broken: toIssues(whole.error).map((issue) => issue.path) };
  const itemSchema = status === 200 ? LIST_ITEMS[name]?.schema : undefined;
  const items = Array.isArray(body) ? body : (body as { products?: unknown[] } | null)?.products;
  const broken: string[] = [];
  for (const [index, item] of (itemSchema && items ? items : []).entries()) {
    const result = itemSchema!.safeParse(item);
    if (!result.success) broken.push(...toIssues(result.error).map((issue) => `${index}.${issue.path}`));
    if (broken.length >= MAX_BROKEN) break;
  }
  return broken.length > 0 ? { kept: false, broken: broken.slice(0, MAX_BROKEN) } : { kept: true };
}

/** What the transport learns as it answers: who answered, and the body before it is sent. */
export interface CallNote {
  by?: AnsweredBy;
  scenario?: string;
  fault?: FaultDecision;
  body?: unknown;
}

export interface Call {
  /** Who answered and with what; later notes add to earlier ones. */
  note(note: CallNote): void;
  /** Answered, or not at all; a body a fault cut short is `cut`. */
  done(answer: { status?: number; bytes?: number; outcome: 'answered' | 'dropped' }): void;
}

export interface Journal {
  /** `key`: the transport's own id of the call (MSW's requestId), for `find`. */
  start(
    call: { method: string; path: string; query: string; authorization?: string | null },
    key?: string,
  ): Call;
  /** A call under way, by its key. */
  find(key: string): Call | undefined;
  /** Newest first, each with its verdict and first lines. */
  list(): CallEntry[];
  clear(): void;
}

/** "bearer (owner a…@f…)": enough to tell two accounts apart, too little to be one. */
export function describeAuthorization(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const token = /^bearer\s+(\S+)$/i.exec(header.trim())?.[1];
  if (!token) return 'not a bearer token';
  const email = readIdToken(token)?.email;
  const [user, domain] = typeof email === 'string' ? email.split('@') : [];
  return user && domain ? `bearer (owner ${user[0]}…@${domain[0]}…)` : 'bearer (no email in it)';
}

function describeFault({ latencyMs, status, drop, body }: FaultDecision): string | undefined {
  const parts = [
    drop ? 'dropped' : status ? String(status) : undefined,
    body?.cutAfterBytes !== undefined ? `cut after ${body.cutAfterBytes} bytes` : undefined,
    body?.dribble ? `dribbled over ${body.dribble.totalMs} ms` : undefined,
    latencyMs > 0 ? `+${latencyMs} ms` : undefined,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

const PREVIEW_LINES = 12;

/** A list's first two items, then how many more: a 10,000-item answer costs no more than a short one. */
function previewOf(body: unknown): string {
  const shown =
    Array.isArray(body) && body.length > 2 ? [...body.slice(0, 2), `… ${body.length - 2} more`] : body;
  const lines = (JSON.stringify(shown, null, 2) ?? '').split('\n');
  return lines.slice(0, PREVIEW_LINES).join('\n') + (lines.length > PREVIEW_LINES ? '\n…' : '');
}

export function createJournal(size = JOURNAL_SIZE): Journal {
  type Slot = { entry: CallEntry; body?: unknown; cutAt?: number };
  let entries: Slot[] = [];
  const pending = new Map<string, Call>();
  let nextId = 1;
  // The catalog's list is one object, answered again and again: checked once.
  const verdicts = new WeakMap<object, Map<string, Verdict | undefined>>();
  const verdictOf = ({ method, path, status, outcome }: CallEntry, body: unknown): Verdict | undefined => {
    if (status === undefined) return undefined;
    if (outcome === 'cut') return { kept: false, broken: ['(the body broke off)'] };
    if (!body || typeof body !== 'object') return contractVerdict(method, path, status, body);
    const key = `${method} ${path} ${status}`;
    let known = verdicts.get(body);
    if (!known) verdicts.set(body, (known = new Map()));
    if (!known.has(key)) known.set(key, contractVerdict(method, path, status, body));
    return known.get(key);
  };
  return {
    start: ({ method, path, query, authorization }, key) => {
      const slot: Slot = {
        entry: {
          id: nextId++,
          at: new Date().toISOString(),
          method,
          path,
          query,
          outcome: 'pending',
          by: 'stub',
          auth: describeAuthorization(authorization),
        },
      };
      const started = performance.now();
      entries.push(slot);
      if (entries.length > size) entries = entries.slice(-size);
      const call: Call = {
        note: ({ by, scenario, fault, body }) => {
          const { entry } = slot;
          if (scenario && scenario !== 'default') Object.assign(entry, { scenario, by: 'scenario' });
          const faulted = fault && describeFault(fault);
          if (faulted) Object.assign(entry, { fault: faulted, by: 'fault' });
          slot.cutAt ??= fault?.body?.cutAfterBytes;
          if (by) entry.by = by;
          if (body !== undefined) slot.body = body;
        },
        done: ({ status, bytes, outcome }) => {
          if (key) pending.delete(key);
          const cut = slot.cutAt !== undefined && status !== undefined;
          Object.assign(slot.entry, {
            status,
            bytes: cut && bytes !== undefined ? Math.min(bytes, slot.cutAt!) : bytes,
            outcome: cut ? 'cut' : outcome,
            ms: Math.round(performance.now() - started),
          });
        },
      };
      if (key) pending.set(key, call);
      return call;
    },
    list: () =>
      entries
        .map(({ entry, body }) => {
          const answered = entry.outcome !== 'pending' && entry.outcome !== 'dropped' && body !== undefined;
          return answered
            ? { ...entry, verdict: verdictOf(entry, body), preview: previewOf(body) }
            : { ...entry };
        })
        .reverse(),
    find: (key) => pending.get(key),
    clear: () => {
      entries = [];
    },
  };
}
