/**
 * One cold load as on a mid-range phone (docs/performance.md): fresh context, Pixel 7, CDP throttling.
 * Ends once every figure is in and no LCP candidate has come for LCP_QUIET_MS, no image in view loading.
 */
import { devices, type Browser } from '@playwright/test';
import type { Target } from './args';
import { BINDING, IMAGES_LOADING, probeScript } from './probe';
import { SHOPPERS, shopperCookies, storageInitScript, type ShopperKind } from './shoppers';

/** Lighthouse's mobile preset (slow 4G, 4x CPU), applied by DevTools rather than simulated. */
export const THROTTLING = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};
/** The pages where a product card is awaited (elsewhere it is recorded if one shows). */
export const PAGES_WITH_CARDS = ['/', '/productFilter'];
const TIMEOUT_MS = 30_000;
const LCP_QUIET_MS = 1000;
const LCP_WAIT_MAX_MS = 10_000;

export interface Sample {
  target: string;
  page: string;
  shopper: ShopperKind;
  run: number;
  fcp?: number;
  lcp?: number;
  cls?: number;
  interactive?: number;
  scriptsIn?: number;
  kB?: number;
  card?: number;
  load?: number;
  /** <html lang> at first contentful paint, or 'spinner' */
  painted?: string;
  /** CSS selectors from web-vitals' attribution: what painted last as largest, what shifted most */
  lcpElement?: string;
  shiftElement?: string;
  /** How many documents the load went through: 2 when the page went to another (a language variant) */
  documents?: number;
  error?: string;
}

type Figures = Omit<Sample, 'target' | 'page' | 'shopper' | 'run' | 'error'>;

/** The figures that are times: a later document's are moved to the first one's start (probe.ts timeOrigin). */
const TIMES = new Set<string>(['fcp', 'lcp', 'interactive', 'scriptsIn', 'card', 'load']);

function missingFigures(figures: Figures, expectsCard: boolean): string[] {
  const wanted: (keyof Figures)[] = [
    'fcp',
    'interactive',
    'load',
    ...(expectsCard ? (['card'] as const) : []),
  ];
  return wanted.filter((name) => figures[name] === undefined);
}

export async function measureLoad(
  browser: Browser,
  target: Target,
  path: string,
  kind: ShopperKind,
  run: number,
): Promise<Sample> {
  const shopper = SHOPPERS[kind];
  const sample: Sample = { target: target.name, page: path, shopper: kind, run };
  const figures: Figures = {};
  const expectsCard = PAGES_WITH_CARDS.includes(new URL(path, target.origin).pathname);
  let lastLcpAt = Date.now();
  let settled = () => {};
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: shopper.locale });
  try {
    await context.addCookies(shopperCookies(shopper, target.origin));
    await context.addInitScript(storageInitScript(shopper, target.origin));
    await context.addInitScript(probeScript(target.origin));
    let firstOrigin: number | undefined;
    let shift = 0;
    await context.exposeBinding(BINDING, (_source, name: keyof Figures | 'timeOrigin', value: unknown) => {
      if (name === 'timeOrigin') {
        firstOrigin ??= value as number;
        shift = (value as number) - firstOrigin;
        figures.documents = (figures.documents ?? 0) + 1;
        return;
      }
      Object.assign(figures, { [name]: TIMES.has(name) ? (value as number) + shift : value });
      if (name === 'lcp') lastLcpAt = Date.now();
      if (missingFigures(figures, expectsCard).length === 0) settled();
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const { cpuSlowdown, ...network } = THROTTLING;
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

    const done = new Promise<boolean>((resolve) => {
      settled = () => resolve(true);
      setTimeout(() => resolve(false), TIMEOUT_MS).unref();
    });
    await page.goto(`${target.origin}${path}`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    if (!(await done)) {
      const missing = missingFigures(figures, expectsCard);
      sample.error = `no ${missing.join(', ')} within ${TIMEOUT_MS / 1000} s`;
    } else {
      // LCP is final only once nothing larger can paint: wait for a quiet spell, without any input.
      const giveUp = Date.now() + LCP_WAIT_MAX_MS;
      while (Date.now() < giveUp) {
        const loading = (await page.evaluate(IMAGES_LOADING)) as number;
        if (loading === 0 && Date.now() - lastLcpAt >= LCP_QUIET_MS) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } catch (error) {
    sample.error = (error as Error).message.split('\n')[0];
  } finally {
    await context.close();
  }
  return { ...sample, ...figures };
}
