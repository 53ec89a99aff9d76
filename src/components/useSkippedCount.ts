import { useEffect, useState } from 'react';
import { getSkippedCount, onSkippedChange } from '../api/skipped';

/** How many list items the contract rejected so far (src/api/skipped.ts), kept current. */
export function useSkippedCount() {
  const [count, setCount] = useState(getSkippedCount);
  useEffect(() => onSkippedChange(setCount), []);
  return count;
}
