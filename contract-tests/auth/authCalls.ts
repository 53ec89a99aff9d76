import { call, type Answer } from '../http';

/** The Auth emulator's REST calls as the Firebase SDK makes them (JSON, `?key=`), against one origin. */
export function authCalls(origin: () => string) {
  const key = { key: 'demo-api-key' };
  return {
    accounts: (operation: string, body: unknown, query: Record<string, string> = key): Promise<Answer> =>
      call(origin(), 'POST', `/identitytoolkit.googleapis.com/v1/accounts:${operation}`, { query, body }),
    /** The refresh: a form-encoded POST, answered in snake_case. */
    async token(fields: Record<string, string>): Promise<Answer> {
      const response = await fetch(`${origin()}/securetoken.googleapis.com/v1/token?key=demo-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      return { status: response.status, body: await response.json() };
    },
    wipe: () => call(origin(), 'DELETE', '/emulator/v1/projects/demo-storefront/accounts'),
  };
}

/** Header and claims of an unsigned JWT; the signature part must be empty. */
export function decodeJwt(token: string) {
  const [header, payload, signature] = token.split('.');
  const part = (text: string) =>
    JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: part(header!), claims: part(payload!), signature };
}

/** The body the emulator answers for a 400 with that message. */
export const emulatorError = (message: string) => ({
  error: { code: 400, message, errors: [{ message, reason: 'invalid', domain: 'global' }] },
});

export const keysOf = (value: unknown) => Object.keys(value as object).sort();
