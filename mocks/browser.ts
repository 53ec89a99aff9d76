import { setupWorker } from 'msw/browser';
import { API_URL } from '../src/api/config';
import { authHandlers, createAuthStore } from './auth';
import { createHandlers } from './handlers';
import { createMemoryDb } from './memoryDb';

/**
 * `npm run dev:msw`: the worker answers the product backend and the Auth emulator (on the page's
 * own origin, VITE_AUTH_EMULATOR_URL=self) inside the tab; both start again from the fixtures on reload.
 */
export async function startWorker() {
  const worker = setupWorker(
    ...authHandlers(createAuthStore()),
    ...createHandlers({ baseUrl: API_URL, ...createMemoryDb() }),
  );
  await worker.start({ onUnhandledRequest: 'bypass' });
}
