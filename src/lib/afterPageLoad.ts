import { useEffect, useState } from 'react';

let settled: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the main thread has a moment: for
 * requests the first screen does not need (the footer's code, the preview
 * banner's health check). Sent earlier, they share a slow phone network with
 * the first screen's requests, and Lighthouse counts every request that starts
 * before the largest paint towards that paint.
 */
export function afterPageLoad(): Promise<void> {
  // Prerendering at build time (src/app/prerender.tsx): nothing to wait for, the HTML gets it all.
  if (typeof window === 'undefined') return Promise.resolve();
  settled ??= new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: 1000 });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
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
