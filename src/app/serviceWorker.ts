import { afterPageLoad } from '../lib/afterPageLoad';

/**
 * The hosted build's worker (src/sw.ts, built as sw.js by tooling/serviceWorker.ts), registered once the
 * page has loaded and the main thread is idle, so a first visit's hydration never waits for it.
 * Once a worker takes the page (the first, or a deploy's), the page asks it to keep the page, and
 * `onControl` asks for the page's data again through it, so that it keeps what the shopper sees.
 */
export async function registerServiceWorker(onControl: () => void): Promise<void> {
  // None on a plain-http LAN address (not a secure origin), nor under Playwright's `serviceWorkers: 'block'`.
  if (!navigator.serviceWorker) return;
  await afterPageLoad();
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The worker keeps this page as the shopper opened it (src/sw.ts, message).
    navigator.serviceWorker.controller?.postMessage({ keep: location.href });
    onControl();
  });
  try {
    await navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`);
  } catch (error) {
    console.warn('The service worker was not registered: the shop works, without its offline copy.', error);
  }
}
