export type ApiErrorKind = 'network' | 'status' | 'invalid-response';

/** What a screen can show when a backend call fails: `message` is for people. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'The request was not accepted',
  404: 'Not found',
  413: 'The request was too large',
  500: 'The server had a problem',
  503: 'The server is unavailable',
};

/** The contract's ErrorBody `{error}`, checked by hand: zod is not loaded yet when the first call fails. */
function backendReason(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  return typeof body.error === 'string' && body.error !== '' ? body.error : undefined;
}

/** Builds a readable message from an error status and the backend's JSON error, when it sent one. */
export function statusError(what: string, status: number, body: unknown): ApiError {
  const reason = backendReason(body) ?? STATUS_TEXT[status] ?? 'Unexpected answer';
  return new ApiError(`Could not ${what}: ${reason} (HTTP ${status}).`, 'status', status, body);
}

export function networkError(what: string, cause: unknown): ApiError {
  const error = new ApiError(
    `Could not ${what}: the product backend could not be reached.`,
    'network',
  );
  error.cause = cause;
  return error;
}

export function invalidResponseError(what: string, detail: string): ApiError {
  return new ApiError(
    `Could not ${what}: the product backend sent an unexpected answer (${detail}).`,
    'invalid-response',
  );
}

/** A message for any thrown value, for screens that show errors. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}
