import { useSyncExternalStore } from 'react';
import { getSkippedCount, onSkippedChange } from '../api/skipped';

const subscribe = (changed: () => void) => onSkippedChange(changed);

/**
 * How many list items the contract rejected so far (src/api/skipped.ts), kept current.
 * An external store, not state plus an effect: a count reported between the badge's render
 * and its effect was missed (the malformed scenario's badge then never said how many).
 */
export function useSkippedCount() {
  return useSyncExternalStore(subscribe, getSkippedCount, getSkippedCount);
}
