import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { categoriesQuery } from './api/categories';
import { inPageBackend, inPageBackendStartsWith } from './api/inPageBackend';
import { productListQuery } from './api/productList/queries';
import { App, createAppParts, routerReady } from './app/App';
import { adoptFirstScreen } from './app/firstScreen';
import { firstScreenInPage } from './app/firstScreenInHtml';
import { PUBLIC_PAGES } from './app/routeTable';
import { registerServiceWorker } from './app/serviceWorker';
import { activateLanguage, preferredLanguage } from './i18n/i18n';
import { refreshWhenBackOnline } from './lib/connection';
import { keepTypedOnReload, restoreTyped } from './lib/typedAcrossReload';
import { routePath } from './lib/siteUrl';
import { read } from './preferences/storage';
import './index.css';

/** The demo: another tab changed the visitor's data (mocks/browser.ts), so every query asks again. */
let demoDataChanged: (() => void) | undefined;

/** The demo: settles once the page may be adopted (it may be reloaded first, below). */
let beforeAdopting: Promise<unknown> | undefined;

let pageCommitted = () => {};
const committed = new Promise<void>((resolve) => (pageCommitted = resolve));

// dev:msw and the demo: the worker answers backend and Auth; it starts once the page is adopted or
// at the first call that needs it (src/api/inPageBackend.ts). Other builds drop this branch.
if ((import.meta.env.DEV || import.meta.env.MODE === 'demo') && import.meta.env.VITE_MSW === 'true') {
  inPageBackendStartsWith(() =>
    import('../mocks/browser').then(({ startWorker }) =>
      startWorker({ onDataChanged: () => demoDataChanged?.() }),
    ),
  );
  void committed.then(inPageBackend);
  // MSW reloads a page loaded outside a registered worker as it starts: start at once, adopt nothing
  // meanwhile (a tap there would be lost), and keep what the shopper typed into the HTML for the
  // reloaded page, which puts it back before React adopts it.
  const root = document.getElementById('root')!;
  restoreTyped(root);
  if (navigator.serviceWorker && !navigator.serviceWorker.controller)
    beforeAdopting = navigator.serviceWorker.getRegistration().then((found) => {
      if (!found) return;
      keepTypedOnReload(root);
      return inPageBackend()?.catch(() => undefined);
    });
}

/** Shows the page once React has rendered it, where index.html hid the HTML (index.css). */
function ShownWhenRendered({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    delete document.documentElement.dataset.render;
    pageCommitted();
  }, []);
  return children;
}

// `?scenario=NAME` and the badge (src/features/scenario); production drops it. Only a URL naming a
// scenario waits for the module, so the backend switches before the first call.
const scenarios = import.meta.env.VITE_SCENARIOS === 'true' ? import('./features/scenario') : undefined;
if (new URLSearchParams(location.search).has('scenario')) await (await scenarios)?.applyScenarioFromUrl();
const container = document.getElementById('root')!;
// The build's HTML of this page in the reader's variant (tooling/prerender.ts): React adopts it, keeping
// what the shopper did; a query string waits for useHydrated. data-prerendered names the route, sans base.
const path = routePath(location.pathname);
const hydrating =
  container.dataset.prerendered === path && document.documentElement.dataset.render !== 'client';
// Its queries as the build wrote them, and its screen's module.
const firstScreen = hydrating ? firstScreenInPage(document) : undefined;
const screen = hydrating ? PUBLIC_PAGES.find((page) => page.path === path)?.screen : undefined;
// No yields before the router or hydration (decision 033).
const [loaded] = await Promise.all([
  screen?.(),
  // The stored (or browser) language's catalog first, so the first render is in it.
  activateLanguage(preferredLanguage(read('language'), navigator.languages)),
  beforeAdopting,
]);
const parts = createAppParts({ screens: loaded && path ? { [path]: loaded.default } : undefined });
if (firstScreen) adoptFirstScreen(parts.queryClient, firstScreen);
if (import.meta.env.DEV || import.meta.env.MODE === 'demo')
  demoDataChanged = () => void parts.queryClient.invalidateQueries();
await routerReady(parts.router);

const app = (
  <StrictMode>
    <ShownWhenRendered>
      <App {...parts} hydrating={hydrating} />
    </ShownWhenRendered>
  </StrictMode>
);

// In a transition: React works in slices, no long task while the page becomes interactive.
if (hydrating) {
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) =>
        console.error('Hydration failed; the page was rendered again in the browser.', error),
    });
  });
} else {
  // Another page's HTML (the shell) stays on screen until React's first commit replaces it.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
void Promise.all([scenarios, committed]).then(([scenario]) => scenario?.mountScenarioBadge());
// Every hosted build but the static demo, whose scope is MSW's worker's (docs/decisions/049).
if (import.meta.env.PROD && import.meta.env.MODE !== 'demo') {
  // The catalog's answers only: what the worker keeps, and nothing else re-renders (a banner's check).
  void registerServiceWorker(() => {
    for (const { queryKey } of [productListQuery(), categoriesQuery()])
      void parts.queryClient.refetchQueries({ queryKey, type: 'active' });
  });
  refreshWhenBackOnline(() => void parts.queryClient.invalidateQueries());
}
