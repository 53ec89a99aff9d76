import { describe, expect, it } from 'vitest';
import {
  calibratedCpuSlowdown,
  withCpuSlowdown,
  PRESET_HOST_BENCHMARK_INDEX,
  lighthouseFailures,
  medianRun,
  summarizeRun,
  type LighthouseResult,
  type PageRun,
} from './lighthouse-report';

const lhr: LighthouseResult = {
  environment: { benchmarkIndex: 1234.5 },
  categories: {
    performance: { score: 0.964 },
    accessibility: { score: 1 },
    'best-practices': { score: 0.78 },
  },
  audits: {
    'first-contentful-paint': { score: 1, numericValue: 1200 },
    'largest-contentful-paint': { score: 1, numericValue: 2100 },
    'total-blocking-time': { score: 1, numericValue: 40 },
    'cumulative-layout-shift': { score: 1, numericValue: 0.01 },
    'speed-index': { score: 1, numericValue: 1500 },
    'errors-in-console': {
      score: 0,
      title: 'Browser errors were logged to the console',
      details: {
        items: [{ description: 'Could not load sign-in: FirebaseError\n    at pn (index.esm.js:15)' }],
      },
    },
    'image-alt': { score: null, scoreDisplayMode: 'notApplicable' },
  },
};

const budgets = { minPerformance: 95, minAccessibility: 95, maxCls: 0.05, minBestPractices: null };

describe('summarizeRun', () => {
  it('reads the scores as 0-100, the metrics, and the failing watched audits', () => {
    expect(summarizeRun(lhr)).toEqual({
      performance: 96,
      accessibility: 100,
      bestPractices: 78,
      fcpMs: 1200,
      lcpMs: 2100,
      tbtMs: 40,
      cls: 0.01,
      siMs: 1500,
      hostBenchmarkIndex: 1235,
      failing: [
        'errors-in-console: Browser errors were logged to the console (Could not load sign-in: FirebaseError)',
      ],
    });
  });

  it('fails loudly when Lighthouse could not load the page', () => {
    expect(() => summarizeRun({ ...lhr, runtimeError: { message: 'NO_FCP' } })).toThrow(/NO_FCP/);
  });
});

describe('medianRun and budgets', () => {
  const run = (performance: number, cls = 0): PageRun => ({ ...summarizeRun(lhr), performance, cls });

  it('takes the run with the median performance score', () => {
    expect(medianRun([run(99), run(80), run(96)]).performance).toBe(96);
  });

  it('passes a good run and names each broken budget', () => {
    expect(lighthouseFailures('/', run(96), budgets)).toEqual([]);
    expect(
      lighthouseFailures('/', { ...run(90, 0.2), accessibility: 88 }, { ...budgets, minBestPractices: 90 }),
    ).toEqual([
      '/: performance 90 < 95',
      '/: accessibility 88 < 95',
      '/: CLS 0.200 > 0.05',
      '/: best practices 78 < 90',
    ]);
  });

  it('treats a missing CLS as a failure, not a pass', () => {
    expect(lighthouseFailures('/', run(99, Number.NaN), budgets)).toEqual(['/: CLS NaN > 0.05']);
  });
});

describe('calibratedCpuSlowdown', () => {
  it("keeps the preset's 4x on the desktop it was made for", () => {
    expect(calibratedCpuSlowdown(PRESET_HOST_BENCHMARK_INDEX)).toBe(4);
  });

  it('slows a slower host less, and never below 1x', () => {
    expect(calibratedCpuSlowdown(950)).toBe(2.2);
    expect(calibratedCpuSlowdown(300)).toBe(1);
  });

  it('slows a faster host more', () => {
    expect(calibratedCpuSlowdown(2500)).toBe(5.7);
  });

  it('falls back to the preset when the index is unknown', () => {
    expect(calibratedCpuSlowdown(Number.NaN)).toBe(4);
  });
});

describe('withCpuSlowdown', () => {
  it('changes only the CPU factor, in a copy', () => {
    const gathered = {
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
    };
    const audited = withCpuSlowdown(gathered, 2.3);
    expect(audited).toEqual({
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier: 2.3 },
    });
    expect(gathered.throttling.cpuSlowdownMultiplier).toBe(4);
  });
});
