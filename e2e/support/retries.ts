import { expect, type Page } from '@playwright/test';

/**
 * react-query retries a failing call 3 times, 1, 2 and 4 s apart (spec: retry 3 times). A section
 * says it failed at the first failure, "Trying again…" beneath until the retries are spent
 * (src/api/queryClient.ts failureSoFar). Rather than sit through those ~7 s where a test needs
 * them done, it moves the page's clock past each wait: install the fake clock
 * (`page.clock.install()`) before the page opens, then wait with `afterRetries`. Every retry
 * still happens, in order, over the network.
 */
export async function afterRetries(page: Page, assertion: (brief: { timeout: number }) => Promise<void>) {
  await expect(async () => {
    // Past the longest wait between two retries; due timers fire once, as after a sleeping laptop.
    await page.clock.fastForward(4_000);
    await assertion({ timeout: 250 });
  }).toPass({ intervals: [100], timeout: 20_000 });
}
