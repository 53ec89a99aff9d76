import type { IncomingHttpHeaders } from 'node:http';
import { endpoints, type EndpointName } from '../../src/contract';
import { needsOwner } from '../access';
import { contractBreach } from '../answerCheck';
import { callLabel, callNames, callOf, callsOfRoutes } from '../calls';
import type { Db } from '../db';
import { findScenario, type ScenarioName } from '../scenarios';

/**
 * A backend that arrives call by call (decision 046): the stub forwards the calls `--real` names to
 * the one `--backend`, checks each answer against the contract, and answers the rest itself.
 */

/** Longer than any answer a developer waits for, shorter than the stub's own request timeout. */
export const FORWARD_TIMEOUT_MS = 10_000;

export interface Split {
  /** The backend's base URL, without a trailing slash: `https://staging.example/api`. */
  base: string;
  origin: string;
  /** The calls it answers, in the contract's order. */
  calls: EndpointName[];
  /** A contract-breaking answer becomes a 502 instead of reaching the app. */
  strict: boolean;
  timeoutMs: number;
}

/** `--backend`, `--real` and `--strict` as a split, or a sentence saying what is wrong with them. */
export function parseSplit(flags: {
  backend?: string;
  real?: string;
  strict?: boolean;
  timeoutMs?: number;
}): Split | string | undefined {
  const { backend, real, strict = false, timeoutMs = FORWARD_TIMEOUT_MS } = flags;
  if (backend === undefined)
    return real !== undefined || strict ? '--real and --strict need --backend <url>.' : undefined;
  const url = URL.canParse(backend) ? new URL(backend) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash)
    return `--backend wants the backend's http(s) base URL, without credentials, query or fragment, got '${backend.slice(0, 200)}'.`;
  try {
    const calls = callsOfRoutes(real ?? 'all');
    return { base: url.href.replace(/\/+$/, ''), origin: url.origin, calls, strict, timeoutMs };
  } catch (error) {
    return `--real ${(error as Error).message}`;
  }
}

export interface Forwarded {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
  /** The call was the backend's to answer (a journal's `backend`), even when the stub refused in its place. */
  backend: string;
}

/** The request headers a call needs: never the caller's cookies, control key or Host. */
const FORWARDED_HEADERS = ['authorization', 'content-type', 'accept', 'accept-language'];
/** The answer headers the app may read; CORS and compression stay the stub's. */
const ANSWER_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'nothing listens there (connection refused)',
  ENOTFOUND: 'its host name is unknown',
  EAI_AGAIN: 'its host name could not be looked up',
  ECONNRESET: 'it closed the connection',
  UND_ERR_SOCKET: 'it closed the connection mid-answer',
  EHOSTUNREACH: 'its host cannot be reached',
};

function failureReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return (cause?.code && REASONS[cause.code]) ?? cause?.message ?? (error as Error).message;
}

export interface ForwardRequest {
  method: string;
  /** The path as it came, e.g. `/products/abc`, and the query with its `?`. */
  path: string;
  search: string;
  rawBody: string;
  headers: IncomingHttpHeaders;
}

/**
 * Forwards a request the split sends to the backend (else null): only to its origin, under its
 * base path, unchanged; a redirect is not followed. Each answer breaking the contract is `report`ed.
 */
export function createForwarder(split: Split, report: (line: string) => void) {
  return async (request: ForwardRequest): Promise<Forwarded | null> => {
    const { method, path, search } = request;
    const call = callOf(method, path);
    if (!call || !split.calls.includes(call)) return null;
    const json = (status: number, error: string): Forwarded => ({
      status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ error }),
      backend: split.origin,
    });
    const asked = `${method} ${path.slice(0, 200)}`;
    const line = (status: number, what: string) => report(`${asked} ${status} (backend): ${what}`);
    const target = URL.canParse(`${split.base}${path}${search}`)
      ? new URL(`${split.base}${path}${search}`)
      : undefined;
    // URL parsing resolves `..`, `%2e` and `\`: a path it would change goes nowhere.
    if (
      target?.origin !== split.origin ||
      target.pathname !== `${new URL(split.base).pathname.replace(/\/$/, '')}${path}`
    )
      return json(400, `${asked} cannot be sent to ${split.origin} unchanged, so it is not sent.`);
    const headers = Object.fromEntries(
      FORWARDED_HEADERS.flatMap((name) =>
        request.headers[name] ? [[name, String(request.headers[name])]] : [],
      ),
    );
    let answer: Response;
    let body: Buffer;
    try {
      answer = await fetch(target, {
        method,
        headers,
        body: method === 'GET' || request.rawBody === '' ? undefined : request.rawBody,
        redirect: 'manual',
        signal: AbortSignal.timeout(split.timeoutMs),
      });
      body = Buffer.from(await answer.arrayBuffer());
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      const sentence = timedOut
        ? `The backend at ${split.origin} did not answer ${asked} within ${split.timeoutMs / 1000} s.`
        : `The backend at ${split.origin} could not be reached for ${asked}: ${failureReason(error)}.`;
      line(timedOut ? 504 : 502, sentence);
      return json(timedOut ? 504 : 502, sentence);
    }
    if (answer.status >= 300 && answer.status < 400) {
      const sentence = `The backend at ${split.origin} answered ${asked} with a redirect (${answer.status} to ${String(answer.headers.get('location')).slice(0, 200)}); the stub follows none, so no call leaves ${split.origin}.`;
      line(502, sentence);
      return json(502, sentence);
    }
    const breach = contractBreach(call, answer.status, body.toString('utf8'));
    if (breach) line(answer.status, breach);
    if (breach && split.strict)
      return json(
        502,
        `The backend at ${split.origin} answered ${asked} ${answer.status}, but ${breach} (--strict).`,
      );
    const kept = ANSWER_HEADERS.flatMap((name) => {
      const value = answer.headers.get(name);
      return value === null ? [] : [[name, value]];
    });
    return { status: answer.status, headers: Object.fromEntries(kept), body, backend: split.origin };
  };
}

/** The calls a scenario's data change reaches (its collections are the calls' resources: mocks/db.ts). */
function callsChangedBy(name: ScenarioName, base: Db): EndpointName[] {
  const scenario = findScenario(name);
  const changed = scenario.db?.(base);
  return callNames.filter((call) => {
    const resource = endpoints[call].path.split('/')[1] as keyof Db;
    return (
      (changed && changed[resource] !== base[resource]) ||
      (scenario.wishlists === 'open' && needsOwner(endpoints[call].path))
    );
  });
}

/**
 * The start-up lines: who answers each call, what the scenario cannot change, and, when a
 * wishlist call goes to the backend while the app signs in to the Auth emulator, what to do.
 */
export function describeSplit(
  split: Split,
  { scenario, base, projectSignIn }: { scenario: ScenarioName; base: Db; projectSignIn: boolean },
): string[] {
  const width = Math.max(...callNames.map((name) => callLabel(name).length));
  const lines = callNames.map(
    (name) =>
      `${callLabel(name).padEnd(width)}  ${split.calls.includes(name) ? `the backend at ${split.base}` : 'the stub'}`,
  );
  if (split.strict) lines.push('--strict: an answer that breaks the contract becomes a 502');
  const lost = callsChangedBy(scenario, base).filter((name) => split.calls.includes(name));
  if (lost.length)
    lines.push(
      `scenario ${scenario} cannot change ${lost.map(callLabel).join(', ')}: the backend answers ${lost.length === 1 ? 'it' : 'them'}`,
    );
  const owners = split.calls.filter((name) => needsOwner(endpoints[name].path));
  if (owners.length && !projectSignIn)
    lines.push(
      `${owners.map(callLabel).join(', ')} go${owners.length === 1 ? 'es' : ''} to the backend, which will refuse the Auth emulator's ID tokens: ` +
        "sign in to the real project (docs/real-firebase.md), or keep '/favorites*' and '/users' on the stub",
    );
  return lines;
}
