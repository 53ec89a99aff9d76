/**
 * An answer the Auth emulator gives as an error, with its body shape:
 * `{error: {code, message, errors: [{message, reason, domain}], status?}}`.
 */
export class AuthApiError extends Error {
  constructor(
    message: string,
    readonly code = 400,
    readonly details: { reason?: string; domain?: string | null; status?: string } = {},
  ) {
    super(message);
  }

  get body() {
    const { reason = 'invalid', domain = 'global', status } = this.details;
    const error = { message: this.message, reason, ...(domain === null ? {} : { domain }) };
    return {
      error: { code: this.code, message: this.message, errors: [error], ...(status ? { status } : {}) },
    };
  }
}

/** The emulator's own `assert(condition, 'ERROR_CODE')`: a 400 with that message. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new AuthApiError(message);
}

/** What the emulator answers for a feature it (or this copy of it) does not emulate. */
export const notEmulated = (what: string) =>
  new AuthApiError(`${what} is not emulated in the browser`, 501, {
    reason: 'unimplemented',
    domain: null,
    status: 'NOT_IMPLEMENTED',
  });
