/**
 * Reads Lighthouse results (the few fields we print) and checks them against
 * budgets.json. Pure, so the median and the pass/fail rules are unit-tested.
 */

interface LighthouseAudit {
  score: number | null;
  numericValue?: number;
  title?: string;
  scoreDisplayMode?: string;
  details?: { items?: { description?: string }[] };
}

/** The subset of a Lighthouse result (LHR) this script reads. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, LighthouseAudit | undefined>;
  runtimeError?: { message: string };
  /** Lighthouse's CPU benchmark of the host: under 1000 it calls the machine slow. */
  environment?: { benchmarkIndex?: number };
}

export interface PageRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  hostBenchmarkIndex: number;
  /** The CPU slowdown this run was audited with (set by the caller: per run, or --cpu). */
  cpuSlowdown?: number;
  /** Titles of failing accessibility / best-practices audits, to say what to fix. */
  failing: string[];
}

const score = (lhr: LighthouseResult, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: LighthouseResult, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

const WATCHED_AUDITS = [
  'color-contrast',
  'image-alt',
  'label',
  'link-name',
  'button-name',
  'heading-order',
  'errors-in-console',
  'landmark-one-main',
  'document-title',
  'html-has-lang',
  'meta-viewport',
  'aria-allowed-attr',
  'list',
  'listitem',
  'unsized-images',
  'lcp-lazy-loaded',
  'image-size-responsive',
  'target-size',
];

export function summarizeRun(lhr: LighthouseResult): PageRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure the page: ${lhr.runtimeError.message}`);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    siMs: metric(lhr, 'speed-index'),
    hostBenchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
    failing: WATCHED_AUDITS.filter((id) => {
      const audit = lhr.audits[id];
      return audit && audit.scoreDisplayMode !== 'notApplicable' && audit.score !== null && audit.score < 1;
    }).map((id) => describeAudit(id, lhr.audits[id]!)),
  };
}

/** The run with the median performance score (Lighthouse's own advice for noisy hosts). */
export function medianRun(runs: readonly PageRun[]): PageRun {
  if (runs.length === 0) throw new Error('no Lighthouse runs to take a median of');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export interface LighthouseBudgets {
  minPerformance: number;
  minAccessibility: number;
  maxCls: number;
  minBestPractices: number | null;
}

export function lighthouseFailures(page: string, run: PageRun, budgets: LighthouseBudgets): string[] {
  const failures: string[] = [];
  if (run.performance < budgets.minPerformance)
    failures.push(`${page}: performance ${run.performance} < ${budgets.minPerformance}`);
  if (run.accessibility < budgets.minAccessibility)
    failures.push(`${page}: accessibility ${run.accessibility} < ${budgets.minAccessibility}`);
  if (!(run.cls <= budgets.maxCls)) failures.push(`${page}: CLS ${run.cls.toFixed(3)} > ${budgets.maxCls}`);
  if (budgets.minBestPractices !== null && run.bestPractices < budgets.minBestPractices)
    failures.push(`${page}: best practices ${run.bestPractices} < ${budgets.minBestPractices}`);
  return failures;
}

/** The audit's title; for console errors also the first error, which says what to fix. */
function describeAudit(id: string, audit: LighthouseAudit): string {
  const first = audit.details?.items?.[0]?.description?.split('\n')[0];
  return `${id}: ${audit.title ?? ''}${first ? ` (${first})` : ''}`;
}

/**
 * The host the mobile preset's 4x CPU slowdown was made for: Lighthouse's
 * docs (docs/throttling.md) put "high-end desktop" at benchmarkIndex
 * 1500-2000 and say 4x takes it into the mid-tier mobile bracket.
 */
export const PRESET_HOST_BENCHMARK_INDEX = 1750;
export const PRESET_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that emulates the preset's phone on this host, as those
 * docs advise for slower hosts ("calibrating the CPU slowdown"): 4x on a
 * benchmarkIndex-1750 desktop, 2x on a host half as fast, never below 1x.
 */
export function calibratedCpuSlowdown(hostBenchmarkIndex: number): number {
  if (!Number.isFinite(hostBenchmarkIndex) || hostBenchmarkIndex <= 0) return PRESET_CPU_SLOWDOWN;
  const multiplier = (PRESET_CPU_SLOWDOWN * hostBenchmarkIndex) / PRESET_HOST_BENCHMARK_INDEX;
  return Math.max(1, Math.round(multiplier * 10) / 10);
}

/**
 * Lighthouse settings with another CPU slowdown, the rest untouched (a copy:
 * the gather's own settings object stays as it was).
 */
export function withCpuSlowdown<S extends { throttling: object }>(
  settings: S,
  cpuSlowdownMultiplier: number,
): S {
  return { ...settings, throttling: { ...settings.throttling, cpuSlowdownMultiplier } };
}
