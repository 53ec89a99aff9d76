import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { API_URL } from '../src/api/config';
import { DEMO_AUTH_KEY, keepAccountsIn } from './demoAuth';
import { createDemoDb, DEMO_DB_KEY } from './demoDb';
import { demoStorage } from './demoStorage';
import { createFaultState } from './faultsState';
import { createHandlers } from './handlers';
import { idTokenVerifier } from './idTokens';
import { createMemoryDb } from './memoryDb';
import { createScenarioState } from './scenarios';
import { handleWorkerUpdateFailures } from './workerUpdate';

/** The demo build's own route (the preview banner's "Reset demo data"): the fixtures and demo accounts again. */
export const DEMO_RESET_PATH = '__demo/reset';
/** The demo build's own route: `{kept, setAside}`, what the preview banner tells about this browser's storage. */
export const DEMO_STATUS_PATH = '__demo/status';

export interface WorkerOptions {
  /**
   * The demo's data changed other than by this tab's own requests (another tab's change, another
   * tab's reset), or its storage stopped keeping changes: whatever the app shows from the backend
   * should be asked for again.
   */
  onDataChanged?: () => void;
}

/**
 * The worker answers the product backend inside the tab, and checks ID tokens against the demo's
 * sign-in (mocks/demoAuth.ts). `npm run dev:msw`: data and sign-ups start again from the fixtures
 * on reload. The demo build (`--mode demo`, dist-demo/): what the visitor did (accounts,
 * favorites, users) is kept in their browser's localStorage, shared by their tabs: every change is
 * one locked read-modify-write of it, and the other tabs hear of it through the `storage` event
 * (docs/decisions/034-a-static-demo.md).
 */
export async function startWorker({ onDataChanged }: WorkerOptions = {}) {
  const demo = import.meta.env.MODE === 'demo';
  const storage = demo ? demoStorage({ onStateChange: () => onDataChanged?.() }) : undefined;
  const auth = keepAccountsIn(storage);
  const db = storage ? createDemoDb(DEMO_DB_KEY, storage) : undefined;
  const data = db ?? createMemoryDb();
  const faults = createFaultState();
  const scenarios = createScenarioState({ base: data.base, setDb: data.setDb, faults });
  // A scenario's data (`?scenario=new-user`) lasts until the next load: never kept, never shared.
  const visitorData = () => (db && scenarios.current() === 'default' ? db : undefined);
  const worker = setupWorker(
    http.post(`${API_URL}/${DEMO_RESET_PATH}`, async () => {
      await auth.reset();
      await db?.clear();
      scenarios.reset();
      return HttpResponse.json({ ok: true });
    }),
    http.get(`${API_URL}/${DEMO_STATUS_PATH}`, () =>
      HttpResponse.json(storage?.state() ?? { kept: true, setAside: false }),
    ),
    ...createHandlers({
      baseUrl: API_URL,
      ...data,
      faults,
      scenarios,
      // The owner rule (mocks/access.ts) with this tab's accounts: a token of an account the
      // visitor no longer has, or one whose email was changed, is refused as the emulator would.
      verifyIdToken: idTokenVerifier({ lookup: auth.lookup }),
      write: (run) => {
        const kept = visitorData();
        return kept ? kept.write(run) : Promise.resolve(run());
      },
    }),
  );
  if (storage) {
    // Another tab changed what the visitor did (a favorite, a sign-up, a reset): the event comes
    // once the change is stored. The accounts are read again by every Auth call; the db now.
    addEventListener('storage', ({ key }) => {
      if (key !== null && key !== DEMO_DB_KEY && key !== DEMO_AUTH_KEY) return;
      visitorData()?.refresh();
      onDataChanged?.();
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
