import { useEffect, useState } from 'react';
import { whenIdle } from './yieldToMain';

let settled: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the main thread is idle: for requests the first screen does
 * not need, which would otherwise share the network with it and count towards the largest paint.
 */
export function afterPageLoad(): Promise<void> {
  // Prerendering (src/app/prerender.tsx): the HTML gets it all.
  if (typeof window === 'undefined') return Promise.resolve();
  settled ??= new Promise((resolve) => {
    const idle = () => void whenIdle(1000).then(resolve);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return settled;
}

/** False until afterPageLoad() has resolved. */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterPageLoad().then(() => mounted && setLoaded(true));
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}
