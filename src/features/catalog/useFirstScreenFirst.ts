import { startTransition, useEffect, useState } from 'react';

const ALL = Number.POSITIVE_INFINITY;

/**
 * How many of a list's `total` items to render: `batch` in the first render,
 * then `batch` more per transition until all are in. The first screen paints
 * without waiting for the items below it, and no commit is big enough to
 * block input: even in one transition, the cards below the filter page's first
 * screen made one long commit on a phone.
 * Once complete, later changes of `total` (a filter) render in full at once.
 * Kept for the filter grid, where rendering every card at once brought the first
 * card seconds later on a phone (docs/performance.md).
 */
export function useFirstScreenFirst(total: number, batch: number): number {
  const [shown, setShown] = useState(batch);
  const complete = shown === ALL;
  useEffect(() => {
    if (complete) return;
    startTransition(() => setShown((n) => (n + batch >= total ? ALL : n + batch)));
  }, [complete, shown, total, batch]);
  return Math.min(total, shown);
}
