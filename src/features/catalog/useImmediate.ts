import { useState } from 'react';

/**
 * A URL value shown changed at once: the router updates in a later transition, and a controlled input
 * would snap back meanwhile. The echo is dropped as soon as the URL value changes (back/forward too).
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
