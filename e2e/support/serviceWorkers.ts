import type { BrowserContext } from '@playwright/test';

/**
 * Playwright's `serviceWorkers: 'block'` (playwright.config.ts) answers a registration with a console
 * warning, which specs count as a failure: the page sees no worker API instead, as on a plain-http address.
 */
export async function hideBlockedServiceWorkers(context: BrowserContext, serviceWorkers: string) {
  if (serviceWorkers === 'block')
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined }),
    );
}
