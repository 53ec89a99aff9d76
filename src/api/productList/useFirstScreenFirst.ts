import { startTransition, useEffect, useState } from 'react';

const ALL = Number.POSITIVE_INFINITY;

/**
 * How many of a list's `total` items to render: `batch` in the first render,
 * then `batch` more per transition until all are in. The first screen paints
 * without waiting for the items below it, and no commit is big enough to
 * block input: in one transition, the filter page's 65 cards below the first
 * screen still made a ~90 ms commit on Lighthouse's phone (~200 ms throttled).
 * Once complete, later changes of `total` (a filter) render in full at once.
 * Kept for the filter grid: rendering its 80 cards at once brought the first
 * card ~6.6 s later on a throttled phone (5.5 → 12.2 s, medians of 5 on a busy
 * host; docs/decisions/033). The home page's few-per-commit use gained nothing
 * there and was removed.
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
