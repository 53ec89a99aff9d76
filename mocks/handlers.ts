import { http, HttpResponse, passthrough, type HttpHandler } from 'msw';
import { callerFor, type Verifier } from './access';
import { callOf, callsOfRoutes, splitHealth, wrongCall } from './calls';
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
  faults?: FaultState;
  /** Replaces the data (a scenario's); with `base`, what `default` serves. */
  setDb(db: Db): void;
  base(): Db;
  scenarios?: ScenarioState;
  /** Runs a rule that may change the data (the demo's db: under its lock, mocks/demoDb.ts). */
  write?(run: () => Reply | null): Promise<Reply | null>;
  /** Verifies the wishlist calls' Bearer token; default: the token's claims for demo-storefront. */
  verifyIdToken?: Verifier;
  /** Calls `baseUrl` itself answers (routes as `--real` takes them): MSW passes them through, faults first. */
  real?: string;
}

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/** The MSW transport over the shared rules, for Vitest, Playwright and the browser worker. */
export function createHandlers(options: HandlerOptions): HttpHandler[] {
  const { baseUrl, getDb, setDb, base: baseDb, faults = createFaultState() } = options;
  const write = options.write ?? (async (run: () => Reply | null) => run());
  const verify = options.verifyIdToken ?? idTokenVerifier();
  const scenarios = options.scenarios ?? createScenarioState({ base: baseDb, setDb, faults });
  const { origin, pathname } = new URL(baseUrl.replace(/\/+$/, ''));
  const basePath = pathname.replace(/\/$/, '');
  // A predicate, not `${baseUrl}/*`: MSW decodes a wildcard's match and throws (a 500) on a
  // malformed %-escape.
  const underBase = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    return url.origin === origin && url.pathname.startsWith(`${basePath}/`);
  };

  const real = options.real?.trim() ? callsOfRoutes(options.real) : [];
  const backend = {
    transport: 'msw' as const,
    products: () => getDb().products.length,
    scenarios,
    faults,
    ...(real.length && { split: splitHealth(origin, real) }),
  };

  return [
    http.all(underBase, async ({ request }) => {
      const url = new URL(request.url);
      const { method } = request;
      const rawBody = hasBody(method) ? await request.text() : '';
      const path = url.pathname.slice(basePath.length) || '/';
      const own = await control(backend, { method, path, body: async () => rawBody });
      if (own === 'drop') return HttpResponse.error();
      if (own) return HttpResponse.json(own.body as never, { status: own.status });
      const call = callOf(method, path);
      if (call && real.includes(call)) return passthrough();
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
      const { status, body } = reply ?? wrongCall(method, path);
      return HttpResponse.json(body as never, { status });
    }),
  ];
}
