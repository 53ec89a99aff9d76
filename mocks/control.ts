import { decideFault, faultBody, isControlPath } from './faults';
import { faultsControl, type FaultState } from './faultsState';
import { scenarioControl, type ScenarioState } from './scenarios';
import type { Reply } from './store';

/** What the control routes act on, in one transport. */
export interface Backend {
  transport: 'json-server' | 'msw';
  products(): number;
  scenarios: ScenarioState;
  faults: FaultState;
  /** What `/__stub/reset` restores besides the `default` scenario (the stub's working copy). */
  reset?(): Promise<void>;
}

export interface ControlRequest {
  method: string;
  /** The path under the backend's base URL. */
  path: string;
  /** Read only by the control routes, so the contract's own reading of the body stays the transport's. */
  body(): Promise<string>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The fake backend's own routes (`/__stub/health|reset|scenario|faults`) and its fault injection,
 * once for the json-server stub and the MSW handlers, as mocks/respond.ts is for the contract.
 * Answers a reply, `'drop'` (close the connection without an answer), or null: the contract's turn.
 */
export async function control(backend: Backend, request: ControlRequest): Promise<Reply | 'drop' | null> {
  const { method, path } = request;
  if (!isControlPath(path)) {
    const decision = decideFault(backend.faults.get(), method, path);
    if (decision.latencyMs > 0) await wait(decision.latencyMs);
    if (decision.drop) return 'drop';
    return decision.status
      ? { status: decision.status, body: faultBody(decision.status, method, path) }
      : null;
  }
  if (path === '/__stub/health' && method === 'GET') {
    return { status: 200, body: { ok: true, transport: backend.transport, products: backend.products() } };
  }
  if (path === '/__stub/reset' && method === 'POST') {
    // The `default` scenario, with no faults; then the fixtures' favorites and users.
    backend.scenarios.reset();
    await backend.reset?.();
    return { status: 200, body: { ok: true } };
  }
  if (path === '/__stub/scenario') {
    // The stub is shared by whoever reaches it: a scenario that checks no token only from the command
    // line. The MSW handlers serve only their own tab.
    const openAtRunTime = backend.transport === 'msw';
    return scenarioControl(backend.scenarios, method, await request.body(), { openAtRunTime });
  }
  if (path === '/__stub/faults') return faultsControl(backend.faults, method, await request.body());
  return { status: 404, body: { error: `No stub route ${method} ${path.slice(0, 200)}` } };
}
