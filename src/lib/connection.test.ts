import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { refreshWhenBackOnline, showsTheShopFromTheDevice } from './connection';

// jsdom has no service worker: a stand-in that posts as src/sw.ts does, there before the module listens.
const worker = vi.hoisted(() => {
  const target = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { value: target, configurable: true });
  return target;
});
afterAll(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** What the service worker posts when it answered a call from the device, or from the network. */
const workerSays = (offline: boolean) =>
  worker.dispatchEvent(new MessageEvent('message', { data: { offline } }));

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

  it('asks at once when the browser is back online, though the worker last answered from the device', () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    refreshWhenBackOnline(refresh);
    goOffline(true);
    workerSays(true);
    goOffline(false);
    // Still the device's copy until an answer comes over the network: but that answer is asked for now.
    expect(showsTheShopFromTheDevice()).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
    workerSays(false);
    expect(showsTheShopFromTheDevice()).toBe(false);
    vi.advanceTimersByTime(25_000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
