import type { Location } from 'react-router';

/** Router state that remembers where a visitor was sent to /login from. */
export interface FromState {
  from?: string;
}

export function rememberOrigin(location: Pick<Location, 'pathname' | 'search' | 'hash'>): FromState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** Where to go after login: the remembered origin, or home. Only same-app paths are honoured. */
export function originFrom(state: unknown): string {
  const from = (state as FromState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
