import { ApiError } from '../api/errors';
import { requestJson } from '../api/http';

/**
 * Whether the backend is a workspace stub (the json-server stub, or the MSW handlers): it answers
 * `/__stub/health` (mocks/control.ts) with `{ ok: true, transport }`. `elsewhere`: it answers, but
 * not so (a real backend), and the workspace's tools (preview banner, scenario bar) stay away. No
 * answer at all rejects: a stub that is down.
 */
export async function stubHealth(): Promise<'connected' | 'elsewhere'> {
  try {
    const data = await requestJson('check the stub', '__stub/health', { timeout: 3000 });
    const stub =
      typeof data === 'object' && data !== null && 'ok' in data && data.ok === true && 'transport' in data;
    return stub && typeof data.transport === 'string' ? 'connected' : 'elsewhere';
  } catch (error) {
    if (error instanceof ApiError && (error.kind === 'status' || error.kind === 'invalid-response'))
      return 'elsewhere';
    throw error;
  }
}
