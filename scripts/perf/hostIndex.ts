import type { Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The host's speed as Lighthouse measures it (its benchmarkIndex: ~1 s of
 * string and array work in a page of this Chromium), so that timings can be
 * read next to the speed of the machine that produced them: this host swings
 * by ~40% within an hour (docs/performance.md).
 */
export async function hostIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    const index: number = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    return Math.round(index);
  } finally {
    await page.close();
  }
}
