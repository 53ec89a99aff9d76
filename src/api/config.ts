/**
 * `VITE_API_URL=self` (the demo): the backend is the MSW worker on the page's origin under the base
 * (mocks/browser.ts). The build's prerender has no page and calls nothing.
 */
export const SAME_ORIGIN_API = 'self';

export function sameOriginApiUrl(
  pageOrigin: string | undefined = globalThis.location?.origin,
  base: string = import.meta.env.BASE_URL,
): string {
  return `${pageOrigin ?? 'http://prerender.invalid'}${base.replace(/\/*$/, '/')}api`;
}

/** The backend's base URL as a page's HTML names it (tooling/prerender.ts): the demo's is origin-relative. */
export const apiUrlInHtml = (): string =>
  import.meta.env.VITE_API_URL === SAME_ORIGIN_API ? sameOriginApiUrl('') : API_URL;

/** The backend's base URL, the stub's by default (.env.example); Vite folds it to one value per build. */
export const API_URL: string =
  import.meta.env.VITE_API_URL === SAME_ORIGIN_API
    ? sameOriginApiUrl()
    : (import.meta.env.VITE_API_URL ?? 'http://127.0.0.1:3001');

/** How long a backend call may take before it counts as no answer (ms); a call may ask for less. */
export const TIMEOUT_MS = 15_000;
