import { decideFault, FaultsSchema, NO_FAULTS, type FaultDecision, type Faults } from './faults';

/** The faults one transport currently applies; replaced whole, never patched. */
export interface FaultState {
  get(): Faults;
  set(faults: Faults): void;
  clear(): void;
  /** The decision for one call, counted in each matching rule's sequence (restarted by set and clear). */
  decide(method: string, path: string): FaultDecision;
}

export function createFaultState(initial: Faults = NO_FAULTS): FaultState {
  let current = structuredClone(initial);
  let seen: number[] = [];
  return {
    get: () => current,
    set: (faults) => {
      current = FaultsSchema.parse(faults);
      seen = [];
    },
    clear: () => {
      current = structuredClone(NO_FAULTS);
      seen = [];
    },
    decide: (method, path) => decideFault(current, method, path, Math.random, seen),
  };
}
