import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshWhenBackOnline, showsTheShopFromTheDevice } from './connection';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const goOffline = (offline: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
};

describe('the page shown from the device', () => {
  it('asks again now and then while offline, and once more when the network is back', () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    refreshWhenBackOnline(refresh);
    goOffline(true);
    expect(showsTheShopFromTheDevice()).toBe(true);
    vi.advanceTimersByTime(25_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    goOffline(false);
    expect(showsTheShopFromTheDevice()).toBe(false);
    expect(refresh).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(25_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });
});
