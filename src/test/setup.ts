import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetMockDb, server } from '../../mocks/node';
import { setIdTokenSource } from '../api/idToken';
import { resetSkippedCount } from '../api/skipped';
import { installPopoverStandIn } from './popover';
import { closePopups } from './sweetalert';

// A screen's lazy chunks (the footer, a page) load through Vite's transform on first use: on a 2-core
// CI host busy with Chromium that takes longer than findBy*'s default second, though nothing is wrong.
configure({ asyncUtilTimeout: 5_000 });
// A test waits for one or more of those after its render: the default 5 s per test, no more than one
// such wait, failed tests with nothing wrong on a busy host (frameLinks.test.tsx, LoginPage.test.tsx).
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

// jsdom lacks these; sweetalert2 and responsive code ask for them. A `(min-width: Npx)` query
// compares window.innerWidth when asked, as a browser's does (tests resize the window); others never match.
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
// An element's too (jsdom has none): a carousel's autoplay scrolls its row whenever a slow test
// outlives its interval, and fakeScrolling (src/test/fakeScrolling.ts) replaces it for a test.
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
