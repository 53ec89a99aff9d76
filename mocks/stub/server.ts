import jsonServer, {
  type App,
  type Middleware,
  type Next,
  type StubRequest,
  type StubResponse,
} from 'json-server';
import type { Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Db } from '../db';
import { control } from '../control';
import { createFaultState, type FaultState } from '../faultsState';
import { callerFor, type Verifier } from '../access';
import { defaultProjectId, emulatorLookup, idTokenVerifier, projectLookup } from '../idTokens';
import { respond } from '../respond';
import { BodyLimitError, readBody, refuseBody } from './bodyLimits';
import { allowedOrigins, originGuard } from './cors';
import { controlKeyCheck } from './controlKey';
import { allowedHosts, hostGuard } from './hostGuard';
import { createStore, readWorkingCopy } from './workingCopy';
import { createScenarioState, trustsAnyEmail, type ScenarioName } from '../scenarios';
import { docsRoutes } from './docsRoutes';
import { createJournal } from '../journal';
import { answerJson, callEntryOf, journalCalls, shapeBody } from './journalCalls';
import { createForwarder, type Split } from './forward';
import { splitHealth, wrongCall } from '../calls';

/** The stub also serves the app's images, so a thumbnail URL works from either origin. */
const STATIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));

export interface StubOptions {
  /** An in-memory db (tests), or a working copy's path: favorites and users kept there (workingCopy.ts). */
  source: Db | string;
  /** The catalog, and the db `/__stub/reset` goes back to. */
  fixtures(): Db;
  /** Faults applied from the start (flags / STUB_FAULTS); changed at run time under /__stub/faults. */
  faults?: FaultState;
  logger?: boolean;
  /** Web origins allowed to call the stub (cors.ts); default from STUB_ALLOWED_ORIGINS or the workspace's ports. */
  origins?: Set<string>;
  /** Names the stub answers to besides IPs and localhost (hostGuard.ts); default from STUB_ALLOWED_HOSTS. */
  hosts?: readonly string[];
  /** How long a request body may take (bodyLimits.ts). */
  bodyTimeoutMs?: number;
  /** The named scenario to start in (mocks/scenarios.ts); switched at run time under /__stub/scenario. */
  scenario?: ScenarioName;
  /** Verifies the favorites and users calls' Bearer token (mocks/access.ts); default `stubVerifier()`. */
  verifyIdToken?: Verifier;
  /** Lets a caller on another machine drive the control routes (controlKey.ts); none: loopback only. */
  controlKey?: string;
  /** The calls a real backend answers (forward.ts); each answer that breaks the contract is `report`ed. */
  split?: Split;
  report?: (line: string) => void;
}

/**
 * Asks the Auth emulator at FIREBASE_AUTH_EMULATOR_HOST about each token's user, or else, with
 * FIREBASE_API_KEY, the real project FIREBASE_PROJECT_ID (the app signs in there); neither: the claims only.
 */
export function stubVerifier(env: Record<string, string | undefined> = process.env): Verifier {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  const apiKey = env.FIREBASE_API_KEY?.trim();
  return idTokenVerifier({
    projectId: defaultProjectId(env),
    lookup: host ? emulatorLookup(host) : apiKey ? projectLookup(apiKey) : undefined,
  });
}

/** The raw URL split by hand: `new URL()` would read `//host/x` as a host and resolve `..`. */
function splitUrl(url: string) {
  const at = url.indexOf('?');
  // The constructor drops one leading '?': give it ours, so `/x??` keeps its key '?' as URL parsing does.
  return {
    path: at === -1 ? url : url.slice(0, at),
    query: new URLSearchParams(at === -1 ? '' : url.slice(at)),
  };
}

/** A `.` or `..` segment, plain or %2e-encoded. */
const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;

const statusOf = (error: unknown) => {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const code = Number(status ?? statusCode);
  return code >= 400 && code < 500 ? code : 500;
};

/** JSON and gzip bytes per catalog list: the contract never changes one, a reset replaces it. */
function createEncodedCache() {
  const cache = new WeakMap<object, { json: Buffer; gzip: Buffer }>();
  return (body: object) => {
    let encoded = cache.get(body);
    if (!encoded) {
      const json = Buffer.from(JSON.stringify(body));
      encoded = { json, gzip: gzipSync(json, { level: 6 }) };
      cache.set(body, encoded);
    }
    return encoded;
  };
}

const clientErrorAnswer = (code: string | undefined) =>
  code === 'HPE_HEADER_OVERFLOW'
    ? {
        status: '431 Request Header Fields Too Large',
        body: JSON.stringify({ error: 'Request URL or headers are too large' }),
      }
    : { status: '400 Bad Request', body: JSON.stringify({ error: 'Malformed HTTP request' }) };

/** Like `app.listen`; a request Node cannot parse (bad request line or header bytes) gets a JSON 400. */
export function listenStub(app: App, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    // Headers must arrive in 10 s and a whole request in 15 s (the body's own limit is bodyLimits.ts).
    server.headersTimeout = 10_000;
    server.requestTimeout = 15_000;
    server.once('error', reject);
    server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
      if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
      const { status, body } = clientErrorAnswer(error.code);
      socket.end(
        `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
  });
}

/**
 * json-server 0.17's server and defaults (its CORS replaced by originGuard, its router not mounted),
 * then the shared control routes (mocks/control.ts) and contract rules (mocks/respond.ts).
 */
export function createStub({
  source,
  fixtures,
  faults = createFaultState(),
  logger = false,
  origins = allowedOrigins(),
  hosts = allowedHosts(),
  bodyTimeoutMs,
  scenario,
  verifyIdToken = stubVerifier(),
  controlKey,
  split,
  report = (line) => console.warn(`[stub] ${line}`),
}: StubOptions) {
  const app = jsonServer.create();
  // A file is checked against the contract first: a bad one throws BadDbError (workingCopy.ts).
  const store =
    typeof source === 'string'
      ? createStore({ ...fixtures(), ...readWorkingCopy(source) }, source)
      : createStore(source);
  // A scenario other than `default` serves its own copy, in memory: the working copy is never
  // rewritten by a switch, and writes made in a scenario last until the next switch (decision 040).
  let scenarioDb: Db | undefined;
  const db = () => scenarioDb ?? store.db();
  const readRawBody = (req: StubRequest) => readBody(req, bodyTimeoutMs);

  // Dot segments never name a resource; refusing them first keeps the static files from redirecting.
  const refuseDotSegments: Middleware = (req, res, next) => {
    if (req.path.split('/').some((segment) => DOT_SEGMENT.test(segment))) {
      res.status(400).json({ error: 'The path must not contain . or .. segments' });
    } else next();
  };

  const scenarios = createScenarioState(
    {
      // As the static demo does (mocks/demoDb.ts): a scenario changes a copy of what is there now.
      base: store.db,
      setDb: (next) => void (scenarioDb = next),
      restoreDefault: () => void (scenarioDb = undefined),
      faults,
    },
    scenario,
  );
  const journal = createJournal();
  const backend = {
    transport: 'json-server' as const,
    products: () => db().products.length,
    scenarios,
    faults,
    journal,
    reset: () => store.reset(fixtures()),
    ...(split && { split: splitHealth(split.origin, split.calls) }),
  };
  const forward = split && createForwarder(split, report);
  const controlRoutes: Middleware = (req, res, next) => {
    const call = callEntryOf(req);
    control(backend, { method: req.method ?? 'GET', path: req.path, body: () => readRawBody(req), call })
      .then((reply) => {
        if (reply === 'drop') req.socket.destroy();
        else if (reply && 'status' in reply) res.status(reply.status).json(reply.body);
        else {
          if (reply) shapeBody(req, res, reply.shape);
          next();
        }
      })
      .catch(next);
  };

  const encoded = createEncodedCache();
  // Already-encoded bytes: the compression middleware leaves a response with Content-Encoding alone.
  const sendCatalog = (req: StubRequest, res: StubResponse, body: object) => {
    const { json, gzip } = encoded(body);
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding');
    if (acceptsGzip) res.setHeader('Content-Encoding', 'gzip');
    const bytes = acceptsGzip ? gzip : json;
    // The app reads it to decide whether to stream a long list (src/api/productList/readList.ts).
    res.setHeader('Content-Length', bytes.byteLength);
    res.status(200).end(bytes);
  };

  const contractRoutes: Middleware = (req, res, next) => {
    const { path, query } = splitUrl(req.originalUrl);
    readRawBody(req)
      .then(async (rawBody) => {
        // The one place a call goes to the real backend, after the doors and faults; `backend` says which.
        const forwarded = await forward?.({
          method: req.method ?? 'GET',
          path,
          search: req.originalUrl.slice(path.length),
          rawBody,
          headers: req.headers,
        });
        if (forwarded) {
          callEntryOf(req)?.note({ by: 'backend', body: answerJson(forwarded) });
          return void res.writeHead(forwarded.status, forwarded.headers).end(forwarded.body);
        }
        const authorization = req.headers.authorization;
        const caller = await callerFor(
          { path, authorization },
          verifyIdToken,
          trustsAnyEmail(scenarios.current()),
        );
        const reply = respond(db(), {
          method: req.method ?? 'GET',
          path,
          query,
          rawBody,
          contentType: req.headers['content-type'],
          caller,
        });
        if (!reply) return next();
        callEntryOf(req)?.note({ body: reply.body });
        // Answered only once the change is on disk: an acknowledged write survives kill -9.
        if (reply.changed && !scenarioDb) await store.save();
        const state = db();
        if (reply.body === state.products || reply.body === state.catagory)
          return sendCatalog(req, res, reply.body);
        res.status(reply.status).json(reply.body);
      })
      .catch(next);
  };

  // Outside the contract only the read-only dump `GET /db` is served.
  const unknownRoute: Middleware = (req, res) => {
    if (req.method === 'GET' && req.path === '/db') return res.json(db());
    const { status, body } = wrongCall(req.method ?? 'GET', req.path);
    res.status(status).json(body);
  };

  // A middleware's own 4xx (e.g. a malformed %-escape the static files refuse) stays a 4xx, as JSON.
  const errorHandler = (error: unknown, req: StubRequest, res: StubResponse, _next: Next) => {
    if (error instanceof BodyLimitError && !res.headersSent)
      return refuseBody(error, req, res, bodyTimeoutMs);
    // The client went away mid-body: nobody to answer.
    if ((error as NodeJS.ErrnoException | null)?.code === 'ECONNRESET') return void res.destroy();
    const status = statusOf(error);
    if (status === 500) console.error('[stub]', error);
    if (res.headersSent) return void res.destroy();
    res
      .status(status)
      .json({ error: status === 500 ? 'The stub failed to answer this request' : 'Malformed request' });
  };

  // json-server's own CORS reflects any origin: originGuard replaces it.
  app.use(
    hostGuard(hosts),
    originGuard(origins, controlKeyCheck(controlKey)),
    refuseDotSegments,
    ...jsonServer.defaults({ logger, static: STATIC_DIR, noCors: true }),
  );
  app.use(docsRoutes, journalCalls(journal), controlRoutes, contractRoutes, unknownRoute);
  app.use(errorHandler as unknown as Middleware);
  return { app, db, faults, scenarios, journal };
}
