import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { API_URL } from '../src/api/config';
import { authHandlers, createAuthStore, localStoragePersistence } from './auth';
import { createDemoDb } from './demoDb';
import { createFaultState } from './faultsState';
import { createHandlers } from './handlers';
import { createMemoryDb } from './memoryDb';
import { createScenarioState } from './scenarios';
import { handleWorkerUpdateFailures } from './workerUpdate';

/** The demo build's own route (the preview banner's "Reset demo data"): the fixtures and demo accounts again. */
export const DEMO_RESET_PATH = '__demo/reset';

/**
 * The worker answers the product backend and the Auth emulator (on the page's own origin,
 * VITE_AUTH_EMULATOR_URL=self) inside the tab. `npm run dev:msw`: both start again from the
 * fixtures on reload. The demo build (`--mode demo`, dist-demo/): what the visitor did (accounts,
 * favorites, users) is kept in their browser's localStorage (docs/decisions/034-a-static-demo.md).
 */
export async function startWorker() {
  const demo = import.meta.env.MODE === 'demo';
  const authStore = createAuthStore(
    demo ? { persistence: localStoragePersistence('storefront-demo-auth') } : {},
  );
  const db = demo ? createDemoDb() : undefined;
  const data = db ?? createMemoryDb();
  const faults = createFaultState();
  const scenarios = createScenarioState({ base: data.base, setDb: data.setDb, faults });
  const worker = setupWorker(
    http.post(`${API_URL}/${DEMO_RESET_PATH}`, async () => {
      await authStore.reset();
      db?.clear();
      scenarios.reset();
      return HttpResponse.json({ ok: true });
    }),
    ...authHandlers(authStore),
    ...createHandlers({ baseUrl: API_URL, ...data, faults, scenarios }),
  );
  if (db) {
    // After each change the backend answered: the visitor's data as it is now. A scenario's data
    // (`?scenario=new-user`) lasts until the next load and is never kept.
    worker.events.on('response:mocked', ({ request }) => {
      if (
        request.method !== 'GET' &&
        request.url.startsWith(`${API_URL}/`) &&
        scenarios.current() === 'default'
      )
        db.save();
    });
  }
  const base = import.meta.env.BASE_URL;
  // The base without its slash ('/storefront', which a plain static host answers with index.html)
  // is outside the worker's scope: the page would never be controlled, so it goes to the base.
  if (`${location.pathname}/` === base) {
    location.replace(`${base}${location.search}${location.hash}`);
    await new Promise(() => {});
  }
  // At a sub-path (`--base /storefront/`) the worker file and what it controls follow the base.
  const workerUrl = `${base}mockServiceWorker.js`;
  handleWorkerUpdateFailures(new URL(workerUrl, location.href).href);
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: workerUrl, options: { scope: base } },
    quiet: demo,
  });
}
