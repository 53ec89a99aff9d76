import { describe, expect, it } from 'vitest';
import { originFrom, pendingAction, PENDING_FOR_MS, rememberOrigin, stateAfterSignIn } from './redirect';

const here = { pathname: '/productFilter', search: '?category=Bakery', hash: '' };
const NOW = 1_800_000_000_000;

describe('the way back after sign-in (auth/redirect.ts)', () => {
  it('remembers the page, and what the visitor asked for there with the time', () => {
    expect(rememberOrigin(here)).toEqual({ from: '/productFilter?category=Bakery' });
    expect(rememberOrigin(here, { favorite: 'p1' }, NOW)).toEqual({
      from: '/productFilter?category=Bakery',
      then: { action: { favorite: 'p1' }, at: NOW },
    });
  });

  it('goes back only to a path of this app', () => {
    expect(originFrom(rememberOrigin(here))).toBe('/productFilter?category=Bakery');
    expect(originFrom({ from: '//evil.example/x' })).toBe('/');
    expect(originFrom({ from: 'https://evil.example' })).toBe('/');
    expect(originFrom(null)).toBe('/');
  });

  it('carries a fresh request to the page it goes back to, and that page reads it', () => {
    const state = rememberOrigin(here, { favorite: 'p1' }, NOW);
    const after = stateAfterSignIn(state, NOW + PENDING_FOR_MS);
    expect(after).toEqual({ then: { action: { favorite: 'p1' }, at: NOW } });
    expect(pendingAction(after, NOW + PENDING_FOR_MS)).toEqual({ favorite: 'p1' });
  });

  it('drops a request older than PENDING_FOR_MS, or from the future: someone else signing in later', () => {
    const state = rememberOrigin(here, { favorite: 'p1' }, NOW);
    expect(stateAfterSignIn(state, NOW + PENDING_FOR_MS + 1)).toBeUndefined();
    expect(pendingAction({ then: { action: 'x', at: NOW } }, NOW + PENDING_FOR_MS + 1)).toBeUndefined();
    expect(pendingAction({ then: { action: 'x', at: NOW + 60_000 } }, NOW)).toBeUndefined();
  });

  it('carries nothing without a request, or from state it does not know', () => {
    expect(stateAfterSignIn(rememberOrigin(here), NOW)).toBeUndefined();
    for (const state of [
      null,
      undefined,
      'x',
      { then: null },
      { then: { action: 'x' } },
      { then: { action: 'x', at: '1' } },
    ]) {
      expect(stateAfterSignIn(state, NOW)).toBeUndefined();
      expect(pendingAction(state, NOW)).toBeUndefined();
    }
  });
});
