import { send } from './http';

/** The spec's optional token sync: VITE_TOKEN_SYNC_PATH under VITE_API_URL (e.g. `session`); unset, none. */
export function tokenSyncPath(
  env: Pick<ImportMetaEnv, 'VITE_TOKEN_SYNC_PATH'> = import.meta.env,
): string | null {
  return env.VITE_TOKEN_SYNC_PATH?.trim().replace(/^\/+/, '') || null;
}

/** POST at sign-in, DELETE at sign-out (while the token is still valid); whether one was sent. */
export async function syncToken(method: 'POST' | 'DELETE', path = tokenSyncPath()): Promise<boolean> {
  if (!path) return false;
  const what = method === 'POST' ? 'tell the backend you signed in' : 'tell the backend you signed out';
  await send(what, path, { method });
  return true;
}
