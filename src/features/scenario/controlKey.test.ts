import { afterEach, describe, expect, it } from 'vitest';
import { adoptControlKey, controlKeyHeaders } from './controlKey';

describe("the stub's control key in a phone's address", () => {
  afterEach(() => localStorage.clear());

  it('is kept for the origin and taken out of the address bar, the page and its query left as they were', () => {
    history.replaceState({ idx: 3 }, '', '/productFilter?category=Bakery#stub-key=abc_DEF-123');
    adoptControlKey();
    expect(controlKeyHeaders()).toEqual({ 'x-stub-key': 'abc_DEF-123' });
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/productFilter?category=Bakery');
    expect(history.state).toEqual({ idx: 3 });
  });

  it('sends nothing without one, and leaves any other fragment alone', () => {
    history.replaceState(null, '', '/#main');
    adoptControlKey();
    expect(controlKeyHeaders()).toBeUndefined();
    expect(location.hash).toBe('#main');
  });
});
