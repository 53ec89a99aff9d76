import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIX_HEADER_AFTER_PX, useScrolledPast } from './useFixedHeader';

let scrollY = 0;
let reads = 0;
Object.defineProperty(window, 'scrollY', {
  configurable: true,
  get: () => {
    reads += 1;
    return scrollY;
  },
});

function scrollTo(y: number) {
  scrollY = y;
  act(() => void window.dispatchEvent(new Event('scroll')));
}

afterEach(() => {
  scrollY = 0;
  window.dispatchEvent(new Event('scroll'));
});

describe('useScrolledPast', () => {
  it('flips when a scroll crosses the threshold, both ways', () => {
    const { result } = renderHook(() => useScrolledPast(FIX_HEADER_AFTER_PX));
    expect(result.current).toBe(false);
    scrollTo(FIX_HEADER_AFTER_PX);
    expect(result.current).toBe(false);
    scrollTo(FIX_HEADER_AFTER_PX + 1);
    expect(result.current).toBe(true);
    scrollTo(0);
    expect(result.current).toBe(false);
  });

  it('knows of a scroll that happened before it subscribed', () => {
    scrollY = 300;
    const { result } = renderHook(() => useScrolledPast(FIX_HEADER_AFTER_PX));
    expect(result.current).toBe(true);
  });

  it('reads window.scrollY on scroll events only, never while rendering (a read forces a layout)', () => {
    const { rerender } = renderHook(() => useScrolledPast(FIX_HEADER_AFTER_PX));
    reads = 0;
    for (let i = 0; i < 5; i++) rerender();
    expect(reads).toBe(0);
    scrollTo(10);
    expect(reads).toBe(1);
  });
});
