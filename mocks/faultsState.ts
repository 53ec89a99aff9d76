import { FaultsSchema, NO_FAULTS, type Faults } from './faults';

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
