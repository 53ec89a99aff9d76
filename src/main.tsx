import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { inPageBackend, inPageBackendStartsWith } from './api/inPageBackend';
import { App, createAppParts, routerReady } from './app/App';
import { adoptFirstScreen } from './app/firstScreen';
import { PUBLIC_PAGES } from './app/routeTable';
import { activateLanguage, preferredLanguage } from './i18n/i18n';
import { routePath } from './lib/siteUrl';
import { read } from './preferences/storage';
import './index.css';

/** The demo: another tab changed the visitor's data (mocks/browser.ts), so every query asks again. */
let demoDataChanged: (() => void) | undefined;

let pageCommitted = () => {};
const committed = new Promise<void>((resolve) => (pageCommitted = resolve));

// `npm run dev:msw` and the demo build (dist-demo/): the browser worker answers the product
// backend and Auth, no process of ours. It starts once the page is adopted (or at the first call
// that needs it), not before: those calls wait for it (src/api/inPageBackend.ts), the page does
// not. Any other build drops this branch (npm run check:build).
if ((import.meta.env.DEV || import.meta.env.MODE === 'demo') && import.meta.env.VITE_MSW === 'true') {
  inPageBackendStartsWith(() =>
    import('../mocks/browser').then(({ startWorker }) =>
      startWorker({ onDataChanged: () => demoDataChanged?.() }),
    ),
  );
  void committed.then(inPageBackend);
  // A page that loaded outside the worker while one is registered (a quick navigation as a new
  // worker took over) is reloaded by MSW as it starts: then it starts at once, before the visitor
  // has typed into the page, not once the page is adopted.
  if (navigator.serviceWorker && !navigator.serviceWorker.controller)
    void navigator.serviceWorker.getRegistration().then((found) => found && inPageBackend());
}

/** Shows the page once React has rendered it, where index.html hid the HTML (index.css). */
function ShownWhenRendered({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    delete document.documentElement.dataset.render;
    pageCommitted();
  }, []);
  return children;
}

// Dev, demo and e2e builds only: `?scenario=NAME` and the scenario badge
// (src/features/scenario). VITE_SCENARIOS is replaced at build time, so a production build drops all of it.
// Only a URL that names a scenario waits for its module: the backend switches before the first
// call. Otherwise the module's round trip on a phone network stays off the start.
const scenarios = import.meta.env.VITE_SCENARIOS === 'true' ? import('./features/scenario') : undefined;
if (new URLSearchParams(location.search).has('scenario')) await (await scenarios)?.applyScenarioFromUrl();
const container = document.getElementById('root')!;
// The build's HTML of this very page (tooling/prerender.ts) in the reader's language and currency
// (index.html checked): React adopts it instead of rendering it again, and what the shopper did
// to it meanwhile stays. A query (`?category=Bakery`) is the page's state: the HTML has none, so
// it is applied once the page is adopted (useHydrated). data-prerendered names the route
// ('/productFilter'), the URL has the base before it at a sub-path.
const path = routePath(location.pathname);
const hydrating =
  container.dataset.prerendered === path && document.documentElement.dataset.render !== 'client';
// Its queries, as the build wrote them beside the HTML (src/app/firstScreen.ts): the screens start
// with what the HTML shows, and its screen's module, so that nothing is left to load first.
const queryData = hydrating ? document.getElementById('queries')?.textContent : undefined;
const screen = hydrating ? PUBLIC_PAGES.find((page) => page.path === path)?.screen : undefined;
// No yields before the router or hydration: on a phone they held hydration back more than they
// gained (decision 033, docs/performance.md).
const [loaded] = await Promise.all([
  screen?.(),
  // The stored (or browser) language's catalog first, so the first render is in it.
  activateLanguage(preferredLanguage(read('language'), navigator.languages)),
]);
const parts = createAppParts({ screens: loaded && path ? { [path]: loaded.default } : undefined });
if (queryData) adoptFirstScreen(parts.queryClient, JSON.parse(queryData));
if (import.meta.env.DEV || import.meta.env.MODE === 'demo')
  demoDataChanged = () => void parts.queryClient.invalidateQueries();
// The router's first match (at once for an adopted page, which has its data and screen already).
await routerReady(parts.router);

const app = (
  <StrictMode>
    <ShownWhenRendered>
      <App {...parts} hydrating={hydrating} />
    </ShownWhenRendered>
  </StrictMode>
);

// Transitions: React hydrates or renders in slices between frames, so a slow phone
// stays responsive (no long task) while the page becomes interactive.
if (hydrating) {
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) =>
        console.error('Hydration failed; the page was rendered again in the browser.', error),
    });
  });
} else {
  // Another page's HTML (the shell, or a route the build did not render) stays on screen until
  // React's first commit replaces it.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
void Promise.all([scenarios, committed]).then(([scenario]) => scenario?.mountScenarioBadge());
