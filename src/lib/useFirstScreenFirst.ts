import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to render: `firstScreen` in the first
 * render, then all of them in a transition, which React renders in small
 * slices between frames. The first screen paints without waiting for the
 * items below it, and no single task blocks input for long: the filter page's
 * 80 cards were one ~250 ms task on a throttled phone. Once complete, later
 * changes of `total` (a filter) render in full at once.
 */
export function useFirstScreenFirst(total: number, firstScreen: number): number {
  const [complete, setComplete] = useState(false);
  useEffect(() => {
    if (!complete) startTransition(() => setComplete(true));
  }, [complete]);
  return complete ? total : Math.min(total, firstScreen);
}
