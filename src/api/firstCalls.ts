declare global {
  interface Window {
    /**
     * Set by index.html's inline script: the page's first GET calls, by absolute URL, already on
     * their way; null once the script gave one up (a long list), for the app to ask for itself.
     */
    storefrontFirstCalls?: Record<string, Promise<Response | null>>;
  }
}

/**
 * The answer to a GET call that index.html's inline script started as the page arrived (the
 * build names a page's first calls in its `<meta name="first-calls">`, tooling/prerender.ts), or
 * undefined. Each answer is taken once, by the call it was made for: the page makes one request
 * for its products, not two, and it starts while the app's scripts download.
 */
export function takeFirstCall(url: string): Promise<Response | null> | undefined {
  const calls = typeof window === 'undefined' ? undefined : window.storefrontFirstCalls;
  const call = calls?.[url];
  if (call) delete calls[url];
  return call;
}
