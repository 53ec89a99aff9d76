import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerReady } from './App';

describe('routerReady', () => {
  it('waits for the first match to load its lazy route', async () => {
    let loadRoute!: () => void;
    const router = createMemoryRouter([
      {
        path: '/',
        lazy: () => new Promise((resolve) => (loadRoute = () => resolve({ Component: () => null }))),
      },
    ]);
    let ready = false;
    const waiting = routerReady(router).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    loadRoute();
    await waiting;
    expect(router.state.initialized).toBe(true);
  });

  it('resolves at once for a router that has already matched', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);
    expect(router.state.initialized).toBe(true);
    await expect(routerReady(router)).resolves.toBeUndefined();
  });
});
