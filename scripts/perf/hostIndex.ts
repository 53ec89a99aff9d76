import type { Browser } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The host's speed as Lighthouse measures it (benchmarkIndex), for timings (docs/performance.md). */
export async function hostIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    const index: number = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    return Math.round(index);
  } finally {
    await page.close();
  }
}

/** The CPU slowdown emulating the mobile preset's phone here (Lighthouse's docs: 4x is for a 1750 host). */
export function calibratedCpuSlowdown(hostBenchmarkIndex: number): number {
  if (!Number.isFinite(hostBenchmarkIndex) || hostBenchmarkIndex <= 0) return 4;
  return Math.max(1, Math.round((4 * hostBenchmarkIndex * 10) / 1750) / 10);
}

/** The host's Bengali font before the web font arrives: every phone has one; without, the swap shifts. */
export function bengaliSystemFont(): string {
  const listed = spawnSync('fc-list', [':lang=bn', 'family'], { encoding: 'utf8' });
  if (listed.error) return 'unknown (no fc-list)';
  const family = listed.stdout.trim().split('\n')[0];
  return (
    family ||
    'none (Bengali pages shift when their web font arrives; measure as a phone: apt-get install fonts-noto-core)'
  );
}
