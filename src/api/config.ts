/**
 * `VITE_API_URL=self` (the demo build): the backend answers on the page's own origin, under the
 * build's base, where the MSW worker serves it (mocks/browser.ts); wherever the demo is hosted, no
 * request leaves the page's origin. Node (the build's prerender) has no page and calls nothing.
 */
export const SAME_ORIGIN_API = 'self';

export function sameOriginApiUrl(
  pageOrigin: string | undefined = globalThis.location?.origin,
  base: string = import.meta.env.BASE_URL,
): string {
  return `${pageOrigin ?? 'http://prerender.invalid'}${base.replace(/\/*$/, '/')}api`;
}

/**
 * The backend's base URL as a page's HTML names it (tooling/prerender.ts): for the demo's own
 * backend, the path on the page's origin, which the browser completes.
 */
export const apiUrlInHtml = (): string =>
  import.meta.env.VITE_API_URL === SAME_ORIGIN_API ? sameOriginApiUrl('') : API_URL;

/**
 * The product backend's base URL; the stub's by default (see .env.example). Written so that Vite
 * folds it to the build's one value: a production build carries no fallback address.
 */
export const API_URL: string =
  import.meta.env.VITE_API_URL === SAME_ORIGIN_API
    ? sameOriginApiUrl()
    : (import.meta.env.VITE_API_URL ?? 'http://127.0.0.1:3001');

/** How long a backend call may take before it counts as no answer (ms); a call may ask for less. */
export const TIMEOUT_MS = 15_000;
