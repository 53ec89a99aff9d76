import ky, { type KyRequest } from 'ky';
import { API_URL, TIMEOUT_MS } from './config';
import { currentIdToken } from './idToken';

export { HTTPError } from 'ky';

/**
 * Proves who is asking (docs/contract.md, "What a backend must verify"): the signed-in user's ID
 * token as `Authorization: Bearer`, on a request to the configured backend only, never to another
 * origin. Without a signed-in user the request goes as it is.
 */
export async function authorize(request: KyRequest, apiUrl: string = API_URL): Promise<void> {
  const base = apiUrl.replace(/\/*$/, '/');
  if (!request.url.startsWith(base)) return;
  const token = await currentIdToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
}

/**
 * The one ky instance every backend call goes through (src/api/http.ts `send`), a chunk of its
 * own loaded with the first call, not with the page (docs/decisions/018-ky-http-client.md).
 * No retries here: they belong to react-query (spec: 3), and two layers would multiply them.
 */
export const backend = ky.create({
  prefixUrl: API_URL,
  timeout: TIMEOUT_MS,
  retry: 0,
  hooks: { beforeRequest: [(request) => authorize(request)] },
});
