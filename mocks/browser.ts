import { setupWorker } from 'msw/browser';
import { API_URL } from '../src/api/config';
import { createHandlers } from './handlers';
import { createMemoryDb } from './memoryDb';

/** `npm run dev:msw`: the worker answers the product backend inside the tab. */
export async function startWorker() {
  const worker = setupWorker(...createHandlers({ baseUrl: API_URL, ...createMemoryDb() }));
  await worker.start({ onUnhandledRequest: 'bypass' });
}
