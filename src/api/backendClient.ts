import ky from 'ky';
import { API_URL, TIMEOUT_MS } from './config';

export { HTTPError } from 'ky';

/**
 * The one ky instance every backend call goes through (src/api/http.ts `send`), a chunk of its
 * own loaded with the first call, not with the page (docs/decisions/018-ky-http-client.md).
 * No retries here: they belong to react-query (spec: 3), and two layers would multiply them.
 * The app adds nothing to its requests today (the backend takes the email as a parameter, no
 * token): a header for every call would be a `beforeRequest` hook here.
 */
export const backend = ky.create({ prefixUrl: API_URL, timeout: TIMEOUT_MS, retry: 0 });
