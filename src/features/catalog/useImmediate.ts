import { useState } from 'react';

/**
 * A value whose source of truth is the URL, shown changed at once. Router
 * updates arrive a moment later (in a transition), and a controlled radio or
 * slider would snap back in between; the local echo covers that gap and is
 * dropped as soon as the URL value changes (including back/forward).
 */
export function useImmediate<T>(value: T): [T, (next: T) => void] {
  const [source, setSource] = useState(value);
  const [echo, setEcho] = useState<{ value: T } | null>(null);
  if (!Object.is(source, value)) {
    // React's "adjust state when a prop changes" pattern: no effect, no stale frame.
    setSource(value);
    setEcho(null);
  }
  return [echo && Object.is(source, value) ? echo.value : value, (next: T) => setEcho({ value: next })];
}
