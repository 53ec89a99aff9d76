import { type FailedRequest, failedRequest, invalidResponseError, networkError, statusError } from './errors';
import { inPageBackend } from './inPageBackend';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  searchParams?: Record<string, string>;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Extra request headers (the stub's control key: src/features/scenario/controlKey.ts). */
  headers?: Record<string, string>;
  /** Milliseconds before giving up; the client's TIMEOUT_MS (config.ts) unless a call needs an answer sooner. */
  timeout?: number;
}

let client: Promise<typeof import('./backendClient')> | undefined;

function loadClient() {
  client ??= import('./backendClient').catch((error: unknown) => {
    client = undefined; // the next call tries again
    throw error;
  });
  return client;
}

/** Calls the backend, its answer's body unread; every failure is an ApiError saying `what` failed and why. */
export async function send(what: string, path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', searchParams, json, headers, timeout } = options;
  const request = failedRequest(method, path);
  let ky: typeof import('./backendClient');
  try {
    // dev:msw and the demo: the backend is the worker in the page, which may still be starting.
    if (import.meta.env.VITE_MSW === 'true') await inPageBackend();
    ky = await loadClient();
  } catch (error) {
    throw networkError(what, error, request);
  }
  try {
    // Only a timeout that is set: an undefined one would replace the instance's.
    return await ky.backend(path, { method, searchParams, json, headers, ...(timeout && { timeout }) });
  } catch (error) {
    if (!(error instanceof ky.HTTPError)) throw networkError(what, error, request);
    const body: unknown = await error.response.json().catch(() => undefined);
    throw statusError(what, error.response.status, body, request);
  }
}

export async function requestJson(
  what: string,
  path: string,
  options: RequestOptions = {},
): Promise<unknown> {
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
