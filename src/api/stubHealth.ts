import { requestJson } from './http';

/** The stub's `/__stub/health` (not part of the product contract): `{ok}` while it serves. */
export async function fetchStubHealth(): Promise<{ ok: boolean }> {
  const data = await requestJson('check the stub', '__stub/health', { timeout: 3000 });
  return { ok: typeof data === 'object' && data !== null && 'ok' in data && data.ok === true };
}
