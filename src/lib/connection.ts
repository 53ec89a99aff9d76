/**
 * Whether the page shows the shop from the device: the browser says it is offline, or the service
 * worker (src/sw.ts) last answered from what it kept because the network failed. A browser can think
 * itself online with no network at all, so the worker's word counts too.
 */
let fromDevice = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function heard(event: MessageEvent) {
  const offline = (event.data as { offline?: unknown } | null)?.offline;
  if (typeof offline !== 'boolean' || offline === fromDevice) return;
  fromDevice = offline;
  changed();
}

// From the start: the worker's first word comes with the page's first call, maybe before anything renders.
if (typeof navigator !== 'undefined') navigator.serviceWorker?.addEventListener('message', heard);

/** For useSyncExternalStore: the browser's online and offline events, and the worker's word. */
export function subscribeToConnection(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', changed);
    window.addEventListener('offline', changed);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

export const showsTheShopFromTheDevice = (): boolean => !navigator.onLine || fromDevice;

/** How often the page asks again while it shows the device's copy: no event says a network is back. */
const ASK_AGAIN_MS = 10_000;

/**
 * `refresh` (the page's data asked for again) when the network is back, by the browser's word or the
 * worker's, and now and then while the page shows the device's copy, to find out.
 */
export function refreshWhenBackOnline(refresh: () => void): void {
  let asking: ReturnType<typeof setInterval> | undefined;
  let wasOffline = showsTheShopFromTheDevice();
  subscribeToConnection(() => {
    const offline = showsTheShopFromTheDevice();
    if (offline && !asking) asking = setInterval(refresh, ASK_AGAIN_MS);
    if (!offline) asking = void clearInterval(asking);
    // Back by the worker's word, or by the browser's: then at once, though the worker's last word
    // was "offline" (its answer to this very call is what takes that back).
    if (wasOffline && (!offline || navigator.onLine)) refresh();
    wasOffline = offline;
  });
}
