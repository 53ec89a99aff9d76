import type { Location } from 'react-router';

/** How long a request made before signing in stays pending: history state survives restored sessions. */
export const PENDING_FOR_MS = 15 * 60_000;

/** What a visitor asked for before being sent to sign in, and when (features/favorites). */
export interface Pending {
  action: unknown;
  at: number;
}

/** Router state that remembers where a visitor was sent to /login from, and what they asked for there. */
export interface FromState {
  from?: string;
  then?: Pending;
}

/** Router state of the page a visitor comes back to after signing in: what to finish there. */
export interface ThenState {
  then: Pending;
}

export function rememberOrigin(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  action?: unknown,
  now = Date.now(),
): FromState {
  const from = `${location.pathname}${location.search}${location.hash}`;
  return action === undefined ? { from } : { from, then: { action, at: now } };
}

/** Where to go after login: the remembered origin, or home. Only same-app paths are honoured. */
export function originFrom(state: unknown): string {
  const from = (state as FromState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

function freshPending(state: unknown, now: number): Pending | undefined {
  const then = (state as FromState | null)?.then;
  if (typeof then !== 'object' || then === null || typeof then.at !== 'number') return undefined;
  return now - then.at >= 0 && now - then.at <= PENDING_FOR_MS ? then : undefined;
}

/** The state to navigate back to the origin with after signing in: the pending action, if fresh. */
export function stateAfterSignIn(state: unknown, now = Date.now()): ThenState | undefined {
  const then = freshPending(state, now);
  return then && { then };
}

/** On the page a visitor came back to after signing in: what they asked for, if still fresh. */
export function pendingAction(state: unknown, now = Date.now()): unknown {
  return freshPending(state, now)?.action;
}
