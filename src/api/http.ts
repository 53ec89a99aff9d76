import ky, { HTTPError } from 'ky';
import { API_URL } from './config';
import { type ApiError, type FailedRequest, failedRequest, networkError, statusError } from './errors';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  searchParams?: Record<string, string>;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Milliseconds before giving up; 15 s unless a call needs an answer sooner. */
  timeout?: number;
}

/**
 * The one HTTP client every backend call goes through. No retries here:
 * they belong to react-query (spec: 3), and two layers would multiply them.
 * The app adds nothing to its requests today (the backend takes the email as
 * a parameter, no token): a header for every call would be a `beforeRequest` hook here.
 */
const backend = ky.create({ prefixUrl: API_URL, timeout: 15_000, retry: 0 });

/**
 * Calls the backend and hands back its answer, its body unread. Every failure
 * becomes an ApiError whose message says what could not be done (`what`) and why.
 */
export async function send(what: string, path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', searchParams, json, timeout } = options;
  try {
    // Only a timeout that is set: an undefined one would replace the instance's.
    return await backend(path, { method, searchParams, json, ...(timeout && { timeout }) });
  } catch (error) {
    throw await toApiError(what, error, failedRequest(method, path));
  }
}

/** ky's HTTPError becomes a status error with the backend's reason; a TimeoutError or a failed fetch, no answer. */
async function toApiError(what: string, error: unknown, request: FailedRequest): Promise<ApiError> {
  if (!(error instanceof HTTPError)) return networkError(what, error, request);
  const body: unknown = await error.response.json().catch(() => undefined);
  return statusError(what, error.response.status, body, request);
}
