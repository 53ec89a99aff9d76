import { API_URL } from './config';

/** How a backend call failed: no answer, none in time, an error status, an answer breaking the contract. */
export type ApiErrorKind = 'network' | 'timeout' | 'status' | 'invalid-response';

export interface FailedRequest {
  method: string;
  url: string;
}

/** The call as a developer would look it up; no search parameters (they may hold an email). */
export const failedRequest = (method: string, path: string): FailedRequest => ({
  method,
  url: `${API_URL.replace(/\/$/, '')}/${path}`,
});

/** A failed backend call; `message` is the English developer detail, screens use `failureOf` for shoppers. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status?: number,
    readonly body?: unknown,
    readonly request?: FailedRequest,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The contract's ErrorBody `{error}`, checked by hand: zod is not loaded yet when the first call fails. */
export function backendReason(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  return typeof body.error === 'string' && body.error !== '' ? body.error : undefined;
}

const prefix = (what: string, request?: FailedRequest) =>
  request ? `${what}: ${request.method} ${request.url} →` : `${what}:`;

/** An error status, with the backend's own reason when it sent one. */
export function statusError(what: string, status: number, body: unknown, request?: FailedRequest): ApiError {
  const reason = backendReason(body);
  const detail = `${prefix(what, request)} HTTP ${status}${reason ? ` "${reason}"` : ''}`;
  return new ApiError(detail, 'status', status, body, request);
}

/** No answer: a failed fetch, a lost connection, or ky's TimeoutError. */
export function networkError(what: string, cause: unknown, request?: FailedRequest): ApiError {
  const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
  const why = cause instanceof Error && cause.message ? ` (${cause.message})` : '';
  const error = new ApiError(
    `${prefix(what, request)} ${timedOut ? 'timed out' : 'no answer'}${why}`,
    timedOut ? 'timeout' : 'network',
    undefined,
    undefined,
    request,
  );
  error.cause = cause;
  return error;
}

export function invalidResponseError(what: string, detail: string, request?: FailedRequest): ApiError {
  return new ApiError(
    `${prefix(what, request)} unexpected answer (${detail})`,
    'invalid-response',
    undefined,
    undefined,
    request,
  );
}

/** The developer detail of any thrown value. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A failure as a shopper meets it; each has its own sentence in the catalogs (`error.<kind>`). */
export type Failure = 'offline' | 'down' | 'slow' | 'notFound' | 'refused' | 'badData' | 'other';

/** Sorts a failure for the shopper's sentence: no answer while offline is their connection, not the shop. */
export function failureOf(error: unknown, online: boolean): Failure {
  if (!(error instanceof ApiError)) return online ? 'other' : 'offline';
  switch (error.kind) {
    case 'network':
      return online ? 'down' : 'offline';
    case 'timeout':
      return online ? 'slow' : 'offline';
    case 'invalid-response':
      return 'badData';
    case 'status':
      if (error.status === 404) return 'notFound';
      return error.status !== undefined && error.status >= 500 ? 'down' : 'refused';
  }
}
