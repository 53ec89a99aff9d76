import { http, HttpResponse, type HttpHandler } from 'msw';
import type { AuthStore, RequestBody } from './accountStore';
import { AuthApiError, notEmulated } from './errors';

const IDENTITY = '/identitytoolkit.googleapis.com/v1/accounts:';
const SECURE_TOKEN = '/securetoken.googleapis.com/v1/token';
const EMULATOR_ACCOUNTS = /^\/emulator\/v1\/projects\/[^/]+\/accounts$/;

/** `connectAuthEmulator` keeps only the origin, so a path alone says what is called, on whatever origin the app chose. */
const pathIs =
  (path: string) =>
  ({ request }: { request: Request }) =>
    new URL(request.url).pathname === path;

const underEmulatorApi = ({ request }: { request: Request }) => {
  const { pathname } = new URL(request.url);
  return (
    pathname.startsWith('/identitytoolkit.googleapis.com/') ||
    pathname.startsWith('/securetoken.googleapis.com/')
  );
};

/** The emulator refuses a call without an API key (the SDK always sends `?key=`). */
function requireApiKey(request: Request) {
  if (new URL(request.url).searchParams.get('key') || request.headers.get('x-goog-api-key')) return;
  throw new AuthApiError('The request is missing a valid API key.', 403, {
    reason: 'forbidden',
    status: 'PERMISSION_DENIED',
  });
}

async function jsonBody(request: Request): Promise<RequestBody> {
  const raw = await request.text();
  if (!raw) return {};
  try {
    return JSON.parse(raw) as RequestBody;
  } catch {
    throw new AuthApiError('Invalid JSON payload received.', 400, { status: 'INVALID_ARGUMENT' });
  }
}

/** The token endpoint takes a form (the SDK) or JSON, in snake_case; the emulator camelCases the keys. */
async function tokenBody(request: Request): Promise<RequestBody> {
  const json = request.headers.get('content-type')?.includes('json');
  const fields = json
    ? await jsonBody(request)
    : Object.fromEntries(new URLSearchParams(await request.text()));
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
      value,
    ]),
  );
}

async function answer(run: () => Promise<unknown>) {
  try {
    return HttpResponse.json((await run()) as never);
  } catch (error) {
    if (error instanceof AuthApiError) return HttpResponse.json(error.body, { status: error.code });
    throw error;
  }
}

/**
 * MSW handlers that answer the Firebase Auth emulator's REST API from `store`, on any origin: the
 * unchanged Firebase SDK, pointed with `connectAuthEmulator` at an origin the worker (or msw/node) serves,
 * signs up, signs in (password and Google), reads and updates the profile, refreshes tokens and deletes accounts.
 */
export function authHandlers(store: AuthStore): HttpHandler[] {
  const identity = (operation: string, run: (body: RequestBody) => Promise<unknown>) =>
    http.post(pathIs(`${IDENTITY}${operation}`), ({ request }) =>
      answer(async () => {
        requireApiKey(request);
        return run(await jsonBody(request));
      }),
    );
  return [
    identity('signUp', store.signUp),
    identity('signInWithPassword', store.signInWithPassword),
    identity('signInWithIdp', store.signInWithIdp),
    identity('lookup', store.lookup),
    identity('update', store.update),
    identity('delete', store.deleteAccount),
    http.post(pathIs(SECURE_TOKEN), ({ request }) =>
      answer(async () => {
        requireApiKey(request);
        return store.grantToken(await tokenBody(request));
      }),
    ),
    // The emulator's own REST for tests: wipes every account.
    http.delete(
      ({ request }) => EMULATOR_ACCOUNTS.test(new URL(request.url).pathname),
      () => answer(store.wipe),
    ),
    // Anything else of the Auth API: say so, rather than let the page's host answer with HTML.
    http.all(underEmulatorApi, ({ request }) =>
      answer(() => {
        throw notEmulated(new URL(request.url).pathname);
      }),
    ),
  ];
}
