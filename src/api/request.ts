import { failedRequest, type FailedRequest, invalidResponseError, networkError } from './errors';
import type { RequestOptions } from './http';

let http: Promise<typeof import('./http')> | undefined;

/**
 * The HTTP client (ky and its instance) is a chunk of its own, loaded with
 * the first backend call, not with the page (docs/decisions/018-ky.md).
 */
function loadHttp() {
  http ??= import('./http').catch((error: unknown) => {
    http = undefined; // the next call tries again
    throw error;
  });
  return http;
}

/** Calls the backend through the one ky instance; the answer's body is left unread. */
export async function send(what: string, path: string, options: RequestOptions = {}): Promise<Response> {
  let client: typeof import('./http');
  try {
    client = await loadHttp();
  } catch (error) {
    throw networkError(what, error, failedRequest(options.method ?? 'GET', path));
  }
  return client.send(what, path, options);
}

/** Calls the backend and returns its JSON; every failure is an ApiError. */
export async function requestJson(what: string, path: string, options: RequestOptions = {}): Promise<unknown> {
  const response = await send(what, path, options);
  const request = failedRequest(options.method ?? 'GET', path);
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw networkError(what, error, request);
  }
  // An empty body reads as null: some backends answer 200 and nothing for "no such item".
  return text.trim() === '' ? null : parseJson(what, text, request);
}

/** JSON.parse, failing with the ApiError a screen shows. */
export function parseJson(what: string, text: string, request?: FailedRequest): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidResponseError(what, 'not JSON', request);
  }
}
