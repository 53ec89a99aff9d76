import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetMockDb, server } from '../../mocks/node';
import { setIdTokenSource } from '../api/idToken';
import { resetSkippedCount } from '../api/skipped';
import { installPopoverStandIn } from './popover';
import { closePopups } from './sweetalert';

// Lazy chunks go through Vite's transform on first use, slow on a busy CI host; a test may wait for several.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 15_000 });

// Component tests talk to the same handlers as the browser worker and Playwright.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  await closePopups();
  server.resetHandlers();
  resetMockDb();
  localStorage.clear();
  sessionStorage.clear();
  resetSkippedCount();
  setIdTokenSource(undefined);
});
afterAll(() => server.close());

// jsdom lacks these. `(min-width: Npx)` compares window.innerWidth when asked; other queries never match.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    get matches() {
      const minWidth = /^\(min-width: (\d+)px\)$/.exec(query)?.[1];
      return minWidth !== undefined && window.innerWidth >= Number(minWidth);
    },
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
installPopoverStandIn();
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
// An element's too: a carousel's autoplay scrolls its row (src/test/fakeScrolling.ts replaces it).
Element.prototype.scrollTo ??= function scrollTo() {} as typeof Element.prototype.scrollTo;
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
