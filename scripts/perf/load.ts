/**
 * One cold load as on a mid-range phone (docs/performance.md): fresh context, Pixel 7, CDP throttling.
 * Ends once every figure is in and no LCP candidate has come for LCP_QUIET_MS, no image in view loading.
 */
import { devices, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Target } from './args';
import { BINDING, CARD_CSS, IMAGES_LOADING, probeScript } from './probe';
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
  /** kB of page, scripts and styles over the network (not from the device) by the first paint */
  netKB?: number;
  /** `--returning`, offline: the page showed a product and the offline notice */
  offlineShown?: boolean;
  error?: string;
}

type Figures = Omit<Sample, 'target' | 'page' | 'shopper' | 'run' | 'error'> & {
  settled?: () => void;
  lcpAt?: () => void;
  bytesSoFar?: () => number;
};

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

/** One page of a load in `context`, whose probe reports into `figures`; `netKB`: page, script and style bytes by FCP. */
async function visit(
  context: BrowserContext,
  url: string,
  figures: Figures,
  expectsCard: boolean,
  { cold }: { cold: boolean },
): Promise<{ page: Page; error?: string }> {
  let lastLcpAt = Date.now();
  const done = new Promise<boolean>((resolve) => {
    figures.settled = () => resolve(true);
    figures.lcpAt = () => (lastLcpAt = Date.now());
    setTimeout(() => resolve(false), TIMEOUT_MS).unref();
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const { cpuSlowdown, ...network } = THROTTLING;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  if (cold) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  // What came over the network, not from the device (the worker, the browser's cache).
  const overNetwork = new Set<string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const fromDevice = response.fromServiceWorker || response.fromDiskCache || response.fromPrefetchCache;
    if (!fromDevice && ['Document', 'Script', 'Stylesheet'].includes(type)) overNetwork.add(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (overNetwork.has(requestId)) bytes += encodedDataLength;
  });
  figures.bytesSoFar = () => bytes / 1000;

  await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  if (!(await done))
    return {
      page,
      error: `no ${missingFigures(figures, expectsCard).join(', ')} within ${TIMEOUT_MS / 1000} s`,
    };
  // LCP is final only once nothing larger can paint: wait for a quiet spell, without any input.
  const giveUp = Date.now() + LCP_WAIT_MAX_MS;
  while (Date.now() < giveUp) {
    const loading = (await page.evaluate(IMAGES_LOADING)) as number;
    if (loading === 0 && Date.now() - lastLcpAt >= LCP_QUIET_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { page };
}

/** A context for one shopper on one target, its probe reporting into whichever `figures` is current. */
async function shopperContext(browser: Browser, target: Target, kind: ShopperKind) {
  const shopper = SHOPPERS[kind];
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: shopper.locale });
  const current: { figures: Figures; expectsCard: boolean } = { figures: {}, expectsCard: false };
  await context.addCookies(shopperCookies(shopper, target.origin));
  await context.addInitScript(storageInitScript(shopper, target.origin));
  await context.addInitScript(probeScript(target.origin));
  let firstOrigin: number | undefined;
  let shift = 0;
  await context.exposeBinding(BINDING, (_source, name: keyof Figures | 'timeOrigin', value: unknown) => {
    const { figures } = current;
    if (name === 'timeOrigin') {
      firstOrigin ??= value as number;
      shift = (value as number) - firstOrigin;
      figures.documents = (figures.documents ?? 0) + 1;
      return;
    }
    Object.assign(figures, { [name]: TIMES.has(name) ? (value as number) + shift : value });
    if (name === 'fcp') figures.netKB = figures.bytesSoFar?.();
    if (name === 'lcp') figures.lcpAt?.();
    if (missingFigures(figures, current.expectsCard).length === 0) figures.settled?.();
  });
  /** The next page's figures, measured from its own start. */
  const next = (path: string) => {
    firstOrigin = undefined;
    current.figures = {};
    current.expectsCard = PAGES_WITH_CARDS.includes(new URL(path, target.origin).pathname);
    return current;
  };
  return { context, next };
}

/** The figures without the probe's callbacks. */
const measured = (figures: Figures): Figures =>
  Object.fromEntries(Object.entries(figures).filter(([, value]) => typeof value !== 'function'));

export async function measureLoad(
  browser: Browser,
  target: Target,
  path: string,
  kind: ShopperKind,
  run: number,
): Promise<Sample> {
  const sample: Sample = { target: target.name, page: path, shopper: kind, run };
  const { context, next } = await shopperContext(browser, target, kind);
  const { figures, expectsCard } = next(path);
  try {
    const { error } = await visit(context, `${target.origin}${path}`, figures, expectsCard, { cold: true });
    if (error) sample.error = error;
  } catch (error) {
    sample.error = (error as Error).message.split('\n')[0];
  } finally {
    await context.close();
  }
  return { ...sample, ...measured(figures) };
}

/** The visits of a returning shopper (`--returning`), each a target of its own in the table. */
export const RETURNING_VISITS = ['first', 'again', 'across', 'offline'] as const;

/** The notice of a page shown from the device (src/features/frame/OfflineNotice.tsx), in either catalog. */
const OFFLINE_NOTICES = ['en', 'bn'].map(
  (language) =>
    /msgid "frame\.offline"\nmsgstr "([^"]+)"/.exec(
      readFileSync(join(import.meta.dirname, `../../src/i18n/locales/${language}.po`), 'utf8'),
    )![1]!,
);

/**
 * A returning shopper, in one browser profile: a first visit; once the target's service worker (if it has
 * one) keeps the page, the same page again, another page (`across`), then the same page offline.
 */
export async function measureReturning(
  browser: Browser,
  target: Target,
  path: string,
  across: string,
  kind: ShopperKind,
  run: number,
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const { context, next } = await shopperContext(browser, target, kind);
  const record = (visit: string, page: string, figures: Figures, error?: string) =>
    samples.push({
      target: `${target.name} ${visit}`,
      page,
      shopper: kind,
      run,
      ...measured(figures),
      ...(error && { error }),
    });
  try {
    const first = next(path);
    const { page, error } = await visit(
      context,
      `${target.origin}${path}`,
      first.figures,
      first.expectsCard,
      { cold: false },
    );
    record('first', path, first.figures, error);
    const worker = await page.evaluate(async () => {
      const response = await fetch('/sw.js');
      return response.ok && /javascript/.test(response.headers.get('content-type') ?? '');
    });
    const kept = () =>
      page.evaluate(async (opened) => {
        const pages = await (await caches.open('pages')).keys();
        const controlled = navigator.serviceWorker.controller !== null;
        return controlled && pages.some(({ url }) => new URL(url).pathname === opened);
      }, path);
    for (const giveUp = Date.now() + TIMEOUT_MS; worker && !(await kept());) {
      if (Date.now() > giveUp)
        throw new Error(`the service worker kept no ${path} within ${TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const [name, where] of [
      ['again', path],
      ['across', across],
    ] as const) {
      const { figures, expectsCard } = next(where);
      record(
        name,
        where,
        figures,
        (await visit(context, `${target.origin}${where}`, figures, expectsCard, { cold: false })).error,
      );
    }
    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(`${target.origin}${path}`, { timeout: TIMEOUT_MS }).catch(() => undefined);
    const shown = await offline
      .waitForFunction(
        ({ card, notices }) =>
          !!document.querySelector(card) &&
          notices.some((notice) => document.body.innerText.includes(notice)),
        { card: CARD_CSS, notices: OFFLINE_NOTICES },
        { timeout: 10_000 },
      )
      .then(
        () => true,
        () => false,
      );
    samples.push({ target: `${target.name} offline`, page: path, shopper: kind, run, offlineShown: shown });
  } catch (error) {
    record('first', path, {}, (error as Error).message.split('\n')[0]);
  } finally {
    await context.close();
  }
  return samples;
}
