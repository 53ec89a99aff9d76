import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppParts, routerReady } from './app/App';
import { activateLanguage, preferredLanguage } from './i18n/i18n';
import { yieldToMain } from './lib/yieldToMain';
import { read } from './preferences/storage';
import './index.css';

async function startMockWorker() {
  // `npm run dev:msw`: the browser worker answers the product backend, no stub process.
  if (import.meta.env.DEV && import.meta.env.VITE_MSW === 'true') {
    const { startWorker } = await import('../mocks/browser');
    await startWorker();
  }
}

await startMockWorker();
// Dev, demo and e2e builds only: `?scenario=NAME` and the scenario badge
// (src/features/scenario). VITE_SCENARIOS is replaced at build time, so a production build drops all of it.
const scenarios = import.meta.env.VITE_SCENARIOS === 'true' ? await import('./features/scenario') : undefined;
await scenarios?.applyScenarioFromUrl();
// A new task for the router and the first backend calls: together with evaluating
// the scripts they were one 100-170 ms task here, all of it blocking on a slow phone.
await yieldToMain();
const parts = createAppParts();
// Until then index.html's loading shell stays on screen (see createAppParts).
// The stored (or browser) language's catalog first, so the first paint is in it.
await Promise.all([
  routerReady(parts.router),
  activateLanguage(preferredLanguage(read('language'), navigator.languages)),
]);
const root = createRoot(document.getElementById('root')!);
// A transition: React renders the first page in slices between frames, so a
// slow phone stays responsive (no long task) and paints it the moment it is done.
startTransition(() =>
  root.render(
    <StrictMode>
      <App {...parts} />
    </StrictMode>,
  ),
);
scenarios?.mountScenarioBadge();
