import { expect, type Page } from '@playwright/test';

/**
 * react-query retries a failing call (src/api/queryClient.ts): with `page.clock.install()` before the page
 * opens, this moves the clock past each wait; every retry still goes over the network, in order.
 */
export async function afterRetries(page: Page, assertion: (brief: { timeout: number }) => Promise<void>) {
  await expect(async () => {
    // Past the longest wait between two retries; due timers fire once, as after a sleeping laptop.
    await page.clock.fastForward(4_000);
    await assertion({ timeout: 250 });
  }).toPass({ intervals: [100], timeout: 20_000 });
}
