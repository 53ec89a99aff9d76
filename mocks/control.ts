import { toIssues } from '../src/contract';
import type { splitHealth } from './calls';
import { faultBody, FaultsSchema, isControlPath, type BodyShape } from './faults';
import type { FaultState } from './faultsState';
import { JOURNAL_PATH, type Call, type Journal } from './journal';
import { isScenarioName, scenarioList, scenarioNames, trustsAnyEmail, type ScenarioState } from './scenarios';
import type { Reply } from './store';

/** What the control routes act on, in one transport. */
export interface Backend {
  transport: 'json-server' | 'msw';
  products(): number;
  scenarios: ScenarioState;
  faults: FaultState;
  /** The calls it answered (`/__stub/requests`). */
  journal: Journal;
  /** What `/__stub/reset` restores besides the `default` scenario (the stub's working copy). */
  reset?(): Promise<void>;
  /** Who answers which call when a real backend answers some (mocks/calls.ts splitHealth), for the app's banner. */
  split?: ReturnType<typeof splitHealth>;
}

export interface ControlRequest {
  method: string;
  /** The path under the backend's base URL. */
  path: string;
  /** Read only by the control routes: the contract's reading of the body stays the transport's. */
  body(): Promise<string>;
  /** The call's journal entry, told which fault and scenario shaped the answer. */
  call?: Call;
}

/** A fault that lets the contract answer, then cuts or dribbles its body. */
export interface ShapedAnswer {
  shape: BodyShape;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The fake backend's own routes (`/__stub/health|reset|scenario|faults|requests`) and fault injection,
 * for both transports, and for every call whoever answers it. Answers a reply, `'drop'` (close the
 * connection), a shape for the contract's answer, or null: the contract's turn.
 */
export async function control(
  backend: Backend,
  request: ControlRequest,
): Promise<Reply | 'drop' | ShapedAnswer | null> {
  const { method, path } = request;
  if (!isControlPath(path)) {
    const decision = backend.faults.decide(method, path);
    request.call?.note({ fault: decision, scenario: backend.scenarios.current() });
    if (decision.latencyMs > 0) await wait(decision.latencyMs);
    if (decision.drop) return 'drop';
    if (decision.status) {
      const body = faultBody(decision.status, method, path);
      request.call?.note({ body });
      return { status: decision.status, body };
    }
    return decision.body ? { shape: decision.body } : null;
  }
  if (path === JOURNAL_PATH) {
    if (method === 'DELETE') backend.journal.clear();
    else if (method !== 'GET')
      return { status: 405, body: { error: `${method} is not supported on ${path} (use GET or DELETE)` } };
    return { status: 200, body: { calls: backend.journal.list() } };
  }
  if (path === '/__stub/health' && method === 'GET') {
    const { transport, split } = backend;
    return {
      status: 200,
      body: { ok: true, transport, products: backend.products(), ...(split && { split }) },
    };
  }
  if (path === '/__stub/reset' && method === 'POST') {
    backend.scenarios.reset();
    await backend.reset?.();
    return { status: 200, body: { ok: true } };
  }
  if (path === '/__stub/scenario') return scenarioControl(backend, method, await request.body());
  if (path === '/__stub/faults') return faultsControl(backend.faults, method, await request.body());
  return { status: 404, body: { error: `No stub route ${method} ${path.slice(0, 200)}` } };
}

/** A control route: GET shows its state, DELETE resets it, `write.method` sends JSON to `write.apply`. */
function controlRoute(
  path: string,
  method: string,
  rawBody: string,
  route: {
    show(): unknown;
    reset(): void;
    write: { method: string; notJson: string; apply(json: unknown): Reply | undefined };
  },
): Reply {
  const shown = () => ({ status: 200, body: route.show() });
  if (method === 'GET') return shown();
  if (method === 'DELETE') {
    route.reset();
    return shown();
  }
  if (method !== route.write.method)
    return {
      status: 405,
      body: { error: `${method} is not supported on ${path} (use GET, ${route.write.method} or DELETE)` },
    };
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { status: 400, body: { error: route.write.notJson } };
  }
  return route.write.apply(json) ?? shown();
}

/** `/__stub/faults`: GET shows the faults, PUT replaces them (validated), DELETE clears them. */
export function faultsControl(faults: FaultState, method: string, rawBody: string): Reply {
  return controlRoute('/__stub/faults', method, rawBody, {
    show: () => faults.get(),
    reset: () => faults.clear(),
    write: {
      method: 'PUT',
      notJson: 'Faults must be JSON like {"rules": [{"route": "GET /products", "status": 503}]}',
      apply: (json) => {
        const parsed = FaultsSchema.safeParse(json);
        if (!parsed.success)
          return { status: 400, body: { error: 'Invalid faults', issues: toIssues(parsed.error) } };
        faults.set(parsed.data);
      },
    },
  });
}

const usage = `send {"name": "<scenario>"}, one of: ${scenarioNames.join(', ')}`;

/** `/__stub/scenario`: GET lists the scenarios and the current one, POST `{name}` switches, DELETE returns to `default`. */
function scenarioControl({ scenarios, transport }: Backend, method: string, rawBody: string): Reply {
  return controlRoute('/__stub/scenario', method, rawBody, {
    show: () => ({ current: scenarios.current(), scenarios: scenarioList() }),
    reset: () => scenarios.reset(),
    write: {
      method: 'POST',
      notJson: `The body is not JSON: ${usage}`,
      apply: (json) => {
        const name = (json as { name?: unknown } | null)?.name;
        if (!isScenarioName(name)) return { status: 400, body: { error: `Unknown scenario: ${usage}` } };
        // The stub is shared: a scenario that checks no token only from its command line.
        if (transport !== 'msw' && trustsAnyEmail(name) && name !== scenarios.current())
          return {
            status: 403,
            body: {
              error:
                `'${name}' lets anyone read and change every wishlist, so it is chosen only when the stub ` +
                `starts: npm start -- --scenario ${name} (or npm run stub -- --scenario ${name})`,
            },
          };
        scenarios.apply(name);
      },
    },
  });
}
