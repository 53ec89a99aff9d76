import type { Browser } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The host's speed as Lighthouse measures it (its benchmarkIndex: ~1 s of
 * string and array work in a page of this Chromium), so that timings can be
 * read next to the speed of the machine that produced them: this host swings
 * by ~40% within an hour (docs/performance.md, "Comparing two builds").
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
 * The CPU slowdown that emulates the mobile preset's phone on this host, as
 * Lighthouse's docs/throttling.md advises for slower hosts: the preset's 4x is
 * for a benchmarkIndex-1750 desktop ("high-end desktop" is 1500-2000), so a host
 * half as fast gets 2x; never below 1x.
 */
export function calibratedCpuSlowdown(hostBenchmarkIndex: number): number {
  if (!Number.isFinite(hostBenchmarkIndex) || hostBenchmarkIndex <= 0) return 4;
  return Math.max(1, Math.round((4 * hostBenchmarkIndex * 10) / 1750) / 10);
}

/**
 * The Bengali font the host shows before the page's web font arrives. Every phone has one
 * (Android: Noto Sans Bengali, the web font's own design); a host without one draws Bengali text
 * in a fallback of other widths, and the web font's swap then moves the page (CLS 0.036 on `/`
 * measured here without one, 0.000 with Debian's fonts-noto-core): that shift is the host's.
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
