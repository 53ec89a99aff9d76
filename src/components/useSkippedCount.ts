import { useSyncExternalStore } from 'react';
import { getSkippedCount, onSkippedChange } from '../api/skipped';

const subscribe = (changed: () => void) => onSkippedChange(changed);

/** List items the contract rejected so far: an external store misses no count between render and effect. */
export function useSkippedCount() {
  return useSyncExternalStore(subscribe, getSkippedCount, getSkippedCount);
}
