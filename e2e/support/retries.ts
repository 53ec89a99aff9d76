import { expect, type Page } from '@playwright/test';

/**
 * react-query retries a failing call 3 times (src/api/queryClient.ts). Rather than sit through
 * the waits between them, a test moves the page's clock past each: install the fake clock
 * (`page.clock.install()`) before the page opens, then wait with `afterRetries`. Every retry still
 * happens, in order, over the network.
 */
export async function afterRetries(page: Page, assertion: (brief: { timeout: number }) => Promise<void>) {
  await expect(async () => {
    // Past the longest wait between two retries; due timers fire once, as after a sleeping laptop.
    await page.clock.fastForward(4_000);
    await assertion({ timeout: 250 });
  }).toPass({ intervals: [100], timeout: 20_000 });
}
