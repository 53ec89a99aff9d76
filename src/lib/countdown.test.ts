import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  promoTarget,
  PROMO_DAYS,
  secondsFromCountdown,
  secondsUntil,
  splitSeconds,
  useCountdown,
} from './countdown';

describe('secondsFromCountdown', () => {
  it('adds days, hours, minutes and seconds', () => {
    expect(secondsFromCountdown([1, 2, 3, 4])).toBe(86400 + 2 * 3600 + 3 * 60 + 4);
    expect(secondsFromCountdown([0, 0, 0, 59])).toBe(59);
  });
  it('gives 0 for zero or malformed values', () => {
    expect(secondsFromCountdown([0, 0, 0, 0])).toBe(0);
    expect(secondsFromCountdown([1, 2, 3])).toBe(0);
    expect(secondsFromCountdown([1, 2, 3, 4, 5])).toBe(0);
    expect(secondsFromCountdown([])).toBe(0);
    expect(secondsFromCountdown(['1', 2, 3, 4])).toBe(0);
    expect(secondsFromCountdown([1, Number.NaN, 3, 4])).toBe(0);
    expect(secondsFromCountdown([-1, 0, 0, 5])).toBe(0);
    expect(secondsFromCountdown(undefined)).toBe(0);
    expect(secondsFromCountdown('1,2,3,4')).toBe(0);
  });
});

describe('splitSeconds', () => {
  it('splits into days, hours, minutes and seconds', () => {
    expect(splitSeconds(86400 + 2 * 3600 + 3 * 60 + 4)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
    });
    expect(splitSeconds(59)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(splitSeconds(30 * 86400)).toEqual({ days: 30, hours: 0, minutes: 0, seconds: 0 });
  });
  it('round-trips with secondsFromCountdown', () => {
    const { days, hours, minutes, seconds } = splitSeconds(123_456);
    expect(secondsFromCountdown([days, hours, minutes, seconds])).toBe(123_456);
  });
  it('never goes below zero', () => {
    expect(splitSeconds(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('promo target', () => {
  it('is 30 days after the page loaded', () => {
    const loadedAt = Date.UTC(2024, 0, 1);
    expect(promoTarget(loadedAt) - loadedAt).toBe(PROMO_DAYS * 86400 * 1000);
    expect(secondsUntil(promoTarget(loadedAt), loadedAt)).toBe(30 * 86400);
  });
  it('counts whole seconds left and stops at 0 once the target has passed', () => {
    expect(secondsUntil(10_000, 8_500)).toBe(2);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 99_000)).toBe(0);
  });
});

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks down once a second and stops at 0', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not tick at all from 0', () => {
    const { result } = renderHook(() => useCountdown(0));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts over when the total changes', () => {
    const { result, rerender } = renderHook(({ total }) => useCountdown(total), {
      initialProps: { total: 10 },
    });
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current).toBe(6);
    rerender({ total: 100 });
    expect(result.current).toBe(100);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(99);
  });

  it('catches up after a long pause of the timers (a background tab)', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => {
      vi.setSystemTime(Date.now() + 30_000); // the clock moved on while timers were throttled
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(29);
  });
});
