import { send } from './http';

/**
 * The spec's "optional token-sync POST/DELETE with a bearer header to the backend, only if
 * configured": VITE_TOKEN_SYNC_PATH names the path under VITE_API_URL (e.g. `session`). Not set
 * (the default), nothing is sent. The bearer header is the backend client's (backendClient.ts).
 */
export function tokenSyncPath(
  env: Pick<ImportMetaEnv, 'VITE_TOKEN_SYNC_PATH'> = import.meta.env,
): string | null {
  return env.VITE_TOKEN_SYNC_PATH?.trim().replace(/^\/+/, '') || null;
}

/**
 * POST at sign-in, DELETE at sign-out (called while the user is still signed in, so its token goes
 * along). Answers whether a sync was sent; a failure is an ApiError the caller decides about.
 */
export async function syncToken(method: 'POST' | 'DELETE', path = tokenSyncPath()): Promise<boolean> {
  if (!path) return false;
  const what = method === 'POST' ? 'tell the backend you signed in' : 'tell the backend you signed out';
  await send(what, path, { method });
  return true;
}
