import { toIssues } from '../src/contract';
import { FaultsSchema, NO_FAULTS, type Faults } from './faults';
import type { Reply } from './store';

/** The faults one transport currently applies; replaced whole, never patched. */
export interface FaultState {
  get(): Faults;
  set(faults: Faults): void;
  clear(): void;
}

export function createFaultState(initial: Faults = NO_FAULTS): FaultState {
  let current = structuredClone(initial);
  return {
    get: () => current,
    set: (faults) => {
      current = FaultsSchema.parse(faults);
    },
    clear: () => {
      current = structuredClone(NO_FAULTS);
    },
  };
}

/**
 * `/__stub/faults` for both transports: GET shows the faults, PUT replaces
 * them (validated), DELETE clears them.
 */
export function faultsControl(state: FaultState, method: string, rawBody: string): Reply {
  switch (method) {
    case 'GET':
      return { status: 200, body: state.get() };
    case 'DELETE':
      state.clear();
      return { status: 200, body: state.get() };
    case 'PUT': {
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return {
          status: 400,
          body: { error: 'Faults must be JSON like {"rules": [{"route": "GET /products", "status": 503}]}' },
        };
      }
      const parsed = FaultsSchema.safeParse(json);
      if (!parsed.success)
        return { status: 400, body: { error: 'Invalid faults', issues: toIssues(parsed.error) } };
      state.set(parsed.data);
      return { status: 200, body: state.get() };
    }
    default:
      return {
        status: 405,
        body: { error: `${method} is not supported on /__stub/faults (use GET, PUT or DELETE)` },
      };
  }
}
