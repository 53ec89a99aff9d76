import ky, { type KyRequest } from 'ky';
import { API_URL, TIMEOUT_MS } from './config';
import { currentIdToken } from './idToken';

export { HTTPError } from 'ky';

/** The signed-in user's ID token as a Bearer header, to the configured backend only (docs/contract.md). */
export async function authorize(request: KyRequest, apiUrl: string = API_URL): Promise<void> {
  const base = apiUrl.replace(/\/*$/, '/');
  if (!request.url.startsWith(base)) return;
  const token = await currentIdToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
}

/**
 * The one ky instance (src/api/http.ts `send`), its own chunk (docs/decisions/018-ky-http-client.md).
 * No retries: they belong to react-query, and two layers would multiply them.
 */
export const backend = ky.create({
  prefixUrl: API_URL,
  timeout: TIMEOUT_MS,
  retry: 0,
  hooks: { beforeRequest: [(request) => authorize(request)] },
});
