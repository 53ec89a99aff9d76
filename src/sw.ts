/**
 * The hosted build's service worker (docs/decisions/049-the-returning-shopper.md): a returning
 * shopper's page, in their variant, painted from the device; the shop as last seen when offline; a
 * deploy taken up on the next page load, while a tab of the build before keeps its scripts.
 */
import { API_URL } from './api/config';
import { COUNTRY_COOKIE, hostPickedVariant, LANGUAGE_COOKIE, variantFolder } from './preferences/pageVariant';

// The worker's globals, by hand: TypeScript's "webworker" library would retype the whole program's DOM.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly clientId: string;
  respondWith(response: Promise<Response>): void;
}
declare const self: {
  readonly __WB_MANIFEST: { url: string; revision: string | null }[];
  readonly cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  readonly registration: ServiceWorkerRegistration;
  readonly navigator: Navigator;
  readonly clients: {
    claim(): Promise<void>;
    get(id: string): Promise<{ postMessage(message: unknown): void } | undefined>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
};

/** This build's scripts, styles and shell (vite-plugin-pwa fills the list), and the build before's. */
const ASSETS = 'assets';
/** Each prerendered page as last fetched, per variant, with the entry script it needs. */
const PAGES = 'pages';
/** The backend's public answers (products, categories) and the site's pictures, as last fetched. */
const LAST_SEEN = 'last-seen';
/** Which assets the active build and the one before it need (activate). */
const BUILDS = 'builds';

const scope = new URL(self.registration.scope);
/** A non-hashed file (the shell) is kept under its revision: a new build's shell is another entry. */
const precached = self.__WB_MANIFEST.map(({ url, revision }) => {
  const href = new URL(url, scope).href;
  return { href, key: revision ? `${href}?revision=${revision}` : href };
});
const keys = new Set(precached.map(({ key }) => key));
const shellKey = precached.find(({ href }) => href === new URL('app-shell.html', scope).href)?.key;
const ENTRY_HEADER = 'x-page-entry';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(ASSETS);
      const held = new Set((await cache.keys()).map(({ url }) => url));
      await Promise.all(
        precached
          .filter(({ key }) => !held.has(key))
          .map(async ({ href, key }) => {
            const response = await fetch(href, { cache: 'no-cache' });
            if (!response.ok) throw new Error(`${href} answered ${response.status}`);
            await cache.put(key, response);
          }),
      );
      // Taken up at once: a tab of the build before keeps its files (activate), so nothing breaks.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const builds = await caches.open(BUILDS);
      const before = ((await (await builds.match('active'))?.json()) ?? []) as string[];
      await builds.put('active', Response.json([...keys]));
      const kept = new Set([...keys, ...before]);
      const assets = await caches.open(ASSETS);
      for (const request of await assets.keys()) if (!kept.has(request.url)) await assets.delete(request);
      await self.clients.claim();
      // Nothing slow here: a worker still activating holds back the next deploy's (the spec's Try
      // Activate waits for no one), so the pages it now controls are kept on their word (message).
    })(),
  );
});

/** A page this worker has just taken (src/app/serviceWorker.ts): one the shopper opened, kept too. */
self.addEventListener('message', (event) => {
  const opened = (event.data as { keep?: unknown } | null)?.keep;
  if (typeof opened !== 'string' || !opened.startsWith(scope.href)) return;
  event.waitUntil(keepOpened(new URL(opened)));
});

async function keepOpened(opened: URL) {
  opened.hash = '';
  const pages = await caches.open(PAGES);
  const response = await fetch(opened, { credentials: 'same-origin' }).catch(() => undefined);
  const html = response && (await keepPage(pages, await pageKey(opened), opened, response));
  // And its pictures, which it loaded before this worker ran (most from the browser's cache now).
  const pictures = new Set(html?.match(PICTURES) ?? []);
  const lastSeen = await caches.open(LAST_SEEN);
  await Promise.allSettled([...pictures].map((picture) => lastSeen.add(picture.slice(1, -1))));
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const ours = url.origin === scope.origin && url.pathname.startsWith(scope.pathname);
  if (ours && request.mode === 'navigate') event.respondWith(page(event, url));
  else if (ours && url.pathname.startsWith(`${scope.pathname}assets/`)) event.respondWith(asset(request));
  else if (ours && url.pathname.startsWith(`${scope.pathname}images/`))
    event.respondWith(lastSeen(request, event));
  // A signed-in call (a wishlist) is never kept: offline, it would show a change the server made undone.
  else if (request.url.startsWith(`${API_URL}/`) && !request.headers.has('Authorization'))
    event.respondWith(lastSeen(request, event, { networkFirst: true }));
});

/** A hashed file never changes: from the device if it is there, from any build. */
async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS);
  return (await cache.match(request, { ignoreVary: true })) ?? fetch(request);
}

/** Tells the page whether the backend's answer came over the network or from the device (src/lib/connection.ts). */
function tell(event: FetchEvent, offline: boolean) {
  event.waitUntil(self.clients.get(event.clientId).then((client) => client?.postMessage({ offline })));
}

/** The network's answer, kept; offline, the last one kept. Pictures: the kept one first, then refreshed. */
async function lastSeen(
  request: Request,
  event: FetchEvent,
  { networkFirst = false } = {},
): Promise<Response> {
  const cache = await caches.open(LAST_SEEN);
  const fetched = fetch(request).then((response) => {
    if (response.ok) event.waitUntil(cache.put(request, response.clone()));
    if (networkFirst) tell(event, false);
    return response;
  });
  const kept = await cache.match(request);
  if (kept && !networkFirst) {
    event.waitUntil(fetched.catch(() => undefined));
    return kept;
  }
  return fetched.catch(async (error: unknown) => {
    if (!kept) throw error;
    tell(event, true);
    return kept;
  });
}

/** The page's cache key: its path in the variant the host would send this shopper. */
async function pageKey(url: URL): Promise<string> {
  const cookie = async (name: string) => (await self.cookieStore?.get(name))?.value;
  const variant = hostPickedVariant(
    await cookie(LANGUAGE_COOKIE),
    await cookie(COUNTRY_COOKIE),
    self.navigator.languages[0],
  );
  return `${url.origin}${url.pathname.replace(/\/$/, '') || '/'}?variant=${variantFolder(variant) || 'top'}`;
}

/**
 * A page the shopper has opened, from the device, if its scripts are this build's; the network's copy
 * then replaces it for next time (the app refreshes the data in place). Else the network; offline,
 * the kept page if its scripts are still here, else the shell, which renders the page in the
 * shopper's language with what it can.
 */
async function page(event: FetchEvent, url: URL): Promise<Response> {
  // Without the Cookie Store API the shopper's variant is unknown: the host decides, as before.
  const key = self.cookieStore ? await pageKey(url) : undefined;
  const pages = await caches.open(PAGES);
  const kept = key ? await pages.match(key, { ignoreVary: true }) : undefined;
  const entry = kept?.headers.get(ENTRY_HEADER) ?? '';
  const fetched = fetch(event.request).then(async (response) => {
    if (key) event.waitUntil(keepPage(pages, key, url, response.clone()));
    return response;
  });
  if (kept && keys.has(entry)) {
    event.waitUntil(fetched.catch(() => undefined));
    return kept;
  }
  try {
    return await fetched;
  } catch (offline) {
    const assets = await caches.open(ASSETS);
    if (kept && (await assets.match(entry))) return kept;
    const shell = shellKey && (await assets.match(shellKey));
    if (shell) return shell;
    throw offline;
  }
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)">/;
const PICTURES = new RegExp(`"${scope.pathname}images/[^"]+"`, 'g');

/** Keeps a prerendered page (not the shell a host sends for other paths), marked with its entry script. */
async function keepPage(
  pages: Cache,
  key: string,
  url: URL,
  response: Response,
): Promise<string | undefined> {
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/html')) return;
  const html = await response.text();
  const path = `/${url.pathname.slice(scope.pathname.length)}`.replace(/(.)\/$/, '$1');
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry || !html.includes(`data-prerendered="${path}"`)) return;
  const entryUrl = new URL(entry, url).href;
  // A page of a newer build: this worker is out of date, so the browser fetches the new one now.
  if (!keys.has(entryUrl)) void self.registration.update();
  const headers = new Headers(response.headers);
  // The body is kept decoded.
  for (const name of ['content-encoding', 'content-length']) headers.delete(name);
  headers.set(ENTRY_HEADER, entryUrl);
  await pages.put(key, new Response(html, { status: response.status, headers }));
  return html;
}
