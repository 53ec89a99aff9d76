import { http, HttpResponse, type HttpHandler } from 'msw';
import { callerFor, type Verifier } from './access';
import { control } from './control';
import type { Db } from './db';
import { createFaultState, type FaultState } from './faultsState';
import { respond } from './respond';
import type { Reply } from './store';
import { idTokenVerifier } from './idTokens';
import { createScenarioState, trustsAnyEmail, type ScenarioState } from './scenarios';

export interface HandlerOptions {
  /** The product backend URL the app calls, e.g. VITE_API_URL. */
  baseUrl: string;
  getDb(): Db;
  /**
   * The faults these handlers apply (the same rules as the stub). Hold it to
   * inject one per test: `faults.set({rules: [{route: 'GET /products', status: 503}]})`.
   */
  faults?: FaultState;
  /** Replaces the data (a scenario's); with `base`, what `default` serves. */
  setDb(db: Db): void;
  base(): Db;
  /** The named scenario these handlers apply (mocks/scenarios.ts); one is made when not given. */
  scenarios?: ScenarioState;
  /**
   * Runs a request's rule that may change the data (`run` changes `getDb()` in place) and answers
   * its reply: the demo's db does it as one locked read-modify-write of the visitor's stored data
   * (mocks/demoDb.ts). Runs `run` as it is when not given.
   */
  write?(run: () => Reply | null): Promise<Reply | null>;
  /**
   * Verifies the Bearer token of the favorites and users calls (mocks/access.ts). Not given: the
   * claims of the emulator's (and the demo sign-in's) tokens for demo-storefront; the browser worker
   * adds a lookup of the visitor's accounts (mocks/browser.ts, mocks/demoAuth.ts).
   */
  verifyIdToken?: Verifier;
}

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/**
 * The MSW transport over the shared rules: the same answers as the json-server
 * stub, for Vitest (msw/node), Playwright (@msw/playwright) and the browser worker.
 */
export function createHandlers(options: HandlerOptions): HttpHandler[] {
  const { baseUrl, getDb, setDb, base: baseDb, faults = createFaultState() } = options;
  const write = options.write ?? (async (run: () => Reply | null) => run());
  const verify = options.verifyIdToken ?? idTokenVerifier();
  const scenarios = options.scenarios ?? createScenarioState({ base: baseDb, setDb, faults });
  const base = baseUrl.replace(/\/+$/, '');
  const { origin, pathname } = new URL(base);
  const basePath = pathname.replace(/\/$/, '');
  const pathOf = (request: Request) => new URL(request.url).pathname.slice(basePath.length) || '/';
  // A predicate, not `${base}/*`: MSW decodes a wildcard's match and throws (a 500) on a malformed %-escape.
  const underBase = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    return url.origin === origin && url.pathname.startsWith(`${basePath}/`);
  };

  const backend = { transport: 'msw' as const, products: () => getDb().products.length, scenarios, faults };

  return [
    http.all(underBase, async ({ request }) => {
      const url = new URL(request.url);
      const { method } = request;
      const rawBody = hasBody(method) ? await request.text() : '';
      const path = pathOf(request);
      // The control routes and the faults (mocks/control.ts), then the contract (mocks/respond.ts).
      const own = await control(backend, { method, path, body: async () => rawBody });
      if (own === 'drop') return HttpResponse.error();
      if (own) return HttpResponse.json(own.body as never, { status: own.status });
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
      const reply = hasBody(method) ? await write(run) : run();
      return reply
        ? HttpResponse.json(reply.body as never, { status: reply.status })
        : HttpResponse.json({ error: `No route for ${method} ${url.pathname}` }, { status: 404 });
    }),
  ];
}
