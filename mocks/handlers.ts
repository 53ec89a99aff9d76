import { http, HttpResponse, passthrough, type HttpHandler } from 'msw';
import { callerFor, type Verifier } from './access';
import { callOf, callsOfRoutes, splitHealth, wrongCall } from './calls';
import { control } from './control';
import type { Db } from './db';
import type { BodyShape } from './faults';
import { createJournal, isJournaled, type Journal } from './journal';
import { createFaultState, type FaultState } from './faultsState';
import { respond } from './respond';
import type { Reply } from './store';
import { idTokenVerifier } from './idTokens';
import { createScenarioState, trustsAnyEmail, type ScenarioState } from './scenarios';

export interface HandlerOptions {
  /** The product backend URL the app calls, e.g. VITE_API_URL. */
  baseUrl: string;
  getDb(): Db;
  faults?: FaultState;
  /** Replaces the data (a scenario's); with `base`, what `default` serves. */
  setDb(db: Db): void;
  base(): Db;
  scenarios?: ScenarioState;
  /** Runs a rule that may change the data (the demo's db: under its lock, mocks/demoDb.ts). */
  write?(run: () => Reply | null): Promise<Reply | null>;
  /** Verifies the wishlist calls' Bearer token; default: the token's claims for demo-storefront. */
  verifyIdToken?: Verifier;
  /** The calls answered (`/__stub/requests`), filled from the setup's events by `journalCalls`. */
  journal?: Journal;
  /** A setup whose events cannot be listened to (@msw/playwright's): the handler opens and closes each entry. */
  journalHere?: boolean;
  /** Calls `baseUrl` itself answers (routes as `--real` takes them): MSW passes them through, faults first. */
  real?: string;
}

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/** The path under `baseUrl` of a request to it, else undefined. */
function pathUnder(baseUrl: string, url: URL): string | undefined {
  const { origin, pathname } = new URL(baseUrl.replace(/\/+$/, ''));
  const basePath = pathname.replace(/\/$/, '');
  return url.origin === origin && url.pathname.startsWith(`${basePath}/`)
    ? url.pathname.slice(basePath.length)
    : undefined;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A JSON answer whose body breaks off (a stream error) or comes in slow pieces; its length says the whole. */
function shapedJson(body: unknown, status: number, { cutAfterBytes, dribble }: BodyShape) {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  const sent = bytes.subarray(0, cutAfterBytes ?? bytes.length);
  const pieces = dribble?.chunks ?? 1;
  const size = Math.ceil(sent.length / pieces) || 1;
  let at = 0;
  // Pulled piece by piece, only when asked for. An error discards whatever pipes between here and the
  // reader still queue: empty pieces go first, so the last bytes have reached the reader when it comes.
  let emptyPieces = cutAfterBytes === undefined ? 0 : 4;
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (at < sent.length) {
          if (dribble && at > 0) await wait(dribble.totalMs / pieces);
          return controller.enqueue(sent.slice(at, (at += size)));
        }
        if (emptyPieces-- > 0) return controller.enqueue(new Uint8Array(0));
        if (cutAfterBytes === undefined) return controller.close();
        controller.error(new TypeError('The connection was reset mid-body (stub fault injection)'));
      },
    },
    { highWaterMark: 0 },
  );
  return new HttpResponse(stream, {
    status,
    headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) },
  });
}

/** The part of MSW's `events` (setupServer, setupWorker, @msw/playwright) the journal listens to. */
interface CallEvents {
  on(
    type: 'request:start' | 'response:mocked' | 'response:bypass',
    listener: (event: { request: Request; requestId: string; response?: Response }) => void,
  ): void;
}

/** A call under `baseUrl` starts: its entry, under MSW's id of the request. */
function startCall(journal: Journal, baseUrl: string, request: Request, requestId: string) {
  const url = new URL(request.url);
  const path = pathUnder(baseUrl, url);
  if (path === undefined || !isJournaled(path)) return;
  const { method, headers } = request;
  journal.start({ method, path, query: url.search, authorization: headers.get('authorization') }, requestId);
}

function endCall(journal: Journal, requestId: string, response: Response, backend = false) {
  const call = journal.find(requestId);
  if (backend) call?.note({ by: 'backend' });
  const length = response.headers.get('content-length');
  call?.done({
    status: response.status,
    bytes: length === null ? undefined : Number(length),
    outcome: 'answered',
  });
}

/** Fills `journal` from MSW's own life-cycle events for the calls under `baseUrl`. */
export function journalCalls(events: CallEvents, journal: Journal, baseUrl: string) {
  events.on('request:start', ({ request, requestId }) => startCall(journal, baseUrl, request, requestId));
  events.on(
    'response:mocked',
    ({ response, requestId }) => response && endCall(journal, requestId, response),
  );
  events.on(
    'response:bypass',
    ({ response, requestId }) => response && endCall(journal, requestId, response, true),
  );
}

/** The MSW transport over the shared rules, for Vitest, Playwright and the browser worker. */
export function createHandlers(options: HandlerOptions): HttpHandler[] {
  const {
    baseUrl,
    getDb,
    setDb,
    base: baseDb,
    faults = createFaultState(),
    journal = createJournal(),
  } = options;
  const write = options.write ?? (async (run: () => Reply | null) => run());
  const verify = options.verifyIdToken ?? idTokenVerifier();
  const scenarios = options.scenarios ?? createScenarioState({ base: baseDb, setDb, faults });
  // A predicate, not `${baseUrl}/*`: MSW decodes a wildcard's match and throws (a 500) on a
  // malformed %-escape.
  const underBase = ({ request }: { request: Request }) =>
    pathUnder(baseUrl, new URL(request.url)) !== undefined;

  const real = options.real?.trim() ? callsOfRoutes(options.real) : [];
  const backend = {
    transport: 'msw' as const,
    products: () => getDb().products.length,
    scenarios,
    faults,
    journal,
    ...(real.length && { split: splitHealth(new URL(baseUrl).origin, real) }),
  };

  return [
    http.all(underBase, async ({ request, requestId }) => {
      if (!options.journalHere) return answer(request, requestId);
      startCall(journal, baseUrl, request, requestId);
      const response = await answer(request, requestId);
      endCall(journal, requestId, response);
      return response;
    }),
  ];

  async function answer(request: Request, requestId: string): Promise<Response> {
    const url = new URL(request.url);
    const { method } = request;
    const rawBody = hasBody(method) ? await request.text() : '';
    const path = pathUnder(baseUrl, url) || '/';
    const call = journal.find(requestId);
    const own = await control(backend, { method, path, body: async () => rawBody, call });
    // A network error has no response event.
    if (own === 'drop') return (call?.done({ outcome: 'dropped' }), HttpResponse.error());
    if (own && 'status' in own) return HttpResponse.json(own.body as never, { status: own.status });
    const endpoint = callOf(method, path);
    if (endpoint && real.includes(endpoint)) return passthrough();
    const authorization = request.headers.get('authorization');
    const caller = await callerFor({ path, authorization }, verify, trustsAnyEmail(scenarios.current()));
    const run = () =>
      respond(getDb(), {
        method,
        path,
        query: url.searchParams,
        rawBody,
        contentType: request.headers.get('content-type'),
        caller,
      });
    const reply = (hasBody(method) ? await write(run) : run()) ?? wrongCall(method, path);
    call?.note({ body: reply.body });
    return own
      ? shapedJson(reply.body, reply.status, own.shape)
      : HttpResponse.json(reply.body as never, { status: reply.status });
  }
}
