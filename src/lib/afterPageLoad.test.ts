import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./afterPageLoad');
}

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState'); // back to jsdom's own getter
  vi.unstubAllGlobals();
});

describe('afterPageLoad', () => {
  it('waits for the load event, then for an idle moment', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => void (idle = callback));
    const { afterPageLoad } = await freshModule();
    let settled = false;
    void afterPageLoad().then(() => (settled = true));

    await Promise.resolve();
    expect(idle).toBeUndefined();
    window.dispatchEvent(new Event('load'));
    expect(idle).toBeDefined();
    await Promise.resolve();
    expect(settled).toBe(false);
    idle!();
    await vi.waitFor(() => expect(settled).toBe(true));
  });

  it('resolves soon when the page has already loaded, without requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { afterPageLoad } = await freshModule();
    await expect(afterPageLoad()).resolves.toBeUndefined();
  });
});
