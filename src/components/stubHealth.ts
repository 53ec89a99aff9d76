import { ApiError } from '../api/errors';
import { requestJson } from '../api/http';

/**
 * The answer of a workspace stub (the json-server stub, or the MSW handlers) to `/__stub/health`
 * (mocks/control.ts): `{ ok: true, … }`. `elsewhere`: the backend answers, but not so (a
 * real backend), and the workspace's tools (preview banner, scenario bar) stay away. No answer at
 * all rejects: a stub that is down.
 */
export async function stubHealth(): Promise<Record<string, unknown> | 'elsewhere'> {
  try {
    const data = await requestJson('check the stub', '__stub/health', { timeout: 3000 });
    if (typeof data !== 'object' || data === null) return 'elsewhere';
    const body = data as Record<string, unknown>;
    return body.ok === true ? body : 'elsewhere';
  } catch (error) {
    if (error instanceof ApiError && (error.kind === 'status' || error.kind === 'invalid-response'))
      return 'elsewhere';
    throw error;
  }
}
