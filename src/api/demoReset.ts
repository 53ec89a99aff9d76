import { requestJson } from './http';

/**
 * The demo build's in-browser backend (mocks/browser.ts) forgets what the visitor did: the
 * fixtures and the demo accounts again. Only the demo's preview banner calls it; no other
 * backend has the route.
 */
export async function resetDemoData(): Promise<void> {
  await requestJson('reset the demo data', '__demo/reset', { method: 'POST' });
}
