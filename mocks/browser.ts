import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { API_URL } from '../src/api/config';
import { DEMO_AUTH_KEY, keepAccountsIn } from './demoAuth';
import { createDemoDb, DEMO_DB_KEY } from './demoDb';
import { demoStorage } from './demoStorage';
import { createFaultState } from './faultsState';
import { createHandlers, journalCalls } from './handlers';
import { createJournal } from './journal';
import { idTokenVerifier } from './idTokens';
import { createMemoryDb } from './memoryDb';
import { createScenarioState } from './scenarios';
import { handleWorkerUpdateFailures } from './workerUpdate';

/** The demo build's own routes (the preview banner's "Reset demo data", and its storage state). */
export const DEMO_RESET_PATH = '__demo/reset';
export const DEMO_STATUS_PATH = '__demo/status';

export interface WorkerOptions {
  /** Another tab changed the demo's data, or its storage stopped keeping changes: fetch again. */
  onDataChanged?: () => void;
}

/**
 * The product backend inside the tab. `npm run dev:msw`: everything starts again on reload. The
 * demo build (`--mode demo`): what the visitor did is kept in localStorage, shared by their tabs,
 * which hear of each other's changes through the `storage` event (decision 034).
 */
export async function startWorker({ onDataChanged }: WorkerOptions = {}) {
  const demo = import.meta.env.MODE === 'demo';
  const storage = demo ? demoStorage({ onStateChange: () => onDataChanged?.() }) : undefined;
  const auth = keepAccountsIn(storage);
  const db = storage ? createDemoDb(DEMO_DB_KEY, storage) : undefined;
  const data = db ?? createMemoryDb();
  const faults = createFaultState();
  const journal = createJournal();
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
      journal,
      real: import.meta.env.VITE_MSW_REAL,
      // A token of an account the visitor no longer has is refused, as the emulator would.
      verifyIdToken: idTokenVerifier({ lookup: auth.lookup }),
      write: (run) => {
        const kept = visitorData();
        return kept ? kept.write(run) : Promise.resolve(run());
      },
    }),
  );
  journalCalls(worker.events, journal, API_URL);
  if (storage) {
    // The accounts are read again by every Auth call; the db now.
    addEventListener('storage', ({ key }) => {
      if (key !== null && key !== DEMO_DB_KEY && key !== DEMO_AUTH_KEY) return;
      visitorData()?.refresh();
      onDataChanged?.();
    });
  }
  const base = import.meta.env.BASE_URL;
  // The base without its slash is outside the worker's scope: the page would never be controlled.
  if (`${location.pathname}/` === base) {
    location.replace(`${base}${location.search}${location.hash}`);
    await new Promise(() => {});
  }
  const workerUrl = `${base}mockServiceWorker.js`;
  handleWorkerUpdateFailures(new URL(workerUrl, location.href).href);
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: workerUrl, options: { scope: base } },
    quiet: demo,
  });
}
