import type { Browser } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The host's speed as Lighthouse measures it (its benchmarkIndex), so that timings can be read
 * next to the speed of the machine that produced them (docs/performance.md).
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

/**
 * The CPU slowdown that emulates the mobile preset's phone on this host, as Lighthouse's
 * throttling docs advise: the preset's 4x is for a benchmarkIndex-1750 desktop; never below 1x.
 */
export function calibratedCpuSlowdown(hostBenchmarkIndex: number): number {
  if (!Number.isFinite(hostBenchmarkIndex) || hostBenchmarkIndex <= 0) return 4;
  return Math.max(1, Math.round((4 * hostBenchmarkIndex * 10) / 1750) / 10);
}

/**
 * The Bengali font the host shows before the page's web font arrives. Every phone has one; on a
 * host without one, the web font's swap moves the page: that shift is the host's, not the shop's.
 */
export function bengaliSystemFont(): string {
  const listed = spawnSync('fc-list', [':lang=bn', 'family'], { encoding: 'utf8' });
  if (listed.error) return 'unknown (no fc-list)';
  const family = listed.stdout.trim().split('\n')[0];
  return (
    family ||
    'none (Bengali pages shift when their web font arrives; measure as a phone: apt-get install fonts-noto-core)'
  );
}
