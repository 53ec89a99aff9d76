/**
 * The catalog timings in Chromium: first render of a page (navigation start →
 * first product card) and a filter change (input event → grid settled).
 * Each run is a fresh browser context, so nothing is cached between runs.
 */
import type { Browser, Page } from '@playwright/test';
import { gotoFirstCard, type Timing } from './firstCard';
import { ARM_PROBE } from './probes';
import { catalogControls, GRID_REGION_CSS } from './selectors';

const VIEWPORT = { width: 1280, height: 900 }; // desktop: the filter sidebar is open from lg up

async function openPage(
  browser: Browser,
  url: string,
): Promise<{ page: Page; firstCard: Timing; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  // A big unwindowed grid can block the page for a long time: measure it rather than time out.
  page.setDefaultTimeout(120_000);
  const firstCard = await gotoFirstCard(page, url, 120_000);
  return { page, firstCard, close: () => context.close() };
}

export async function firstRender(browser: Browser, url: string): Promise<Timing> {
  const opened = await openPage(browser, url);
  await opened.close();
  return opened.firstCard;
}

export type FilterKind = 'category' | 'stock' | 'price';

/** Actions that always change the grid: each alternates between two states. */
function filterAction(page: Page, kind: FilterKind, categories: [string, string], prices: [number, number]) {
  const controls = catalogControls(page);
  return async (i: number) => {
    if (kind === 'category') await controls.categoryLink(categories[i % 2]!).click();
    else if (kind === 'stock') await controls.stockRadio(i % 2 === 0 ? 'Stock In' : 'Stock Out').check();
    else await controls.maxPriceInput().fill(String(prices[i % 2]));
  };
}

export interface FilterTargets {
  categories: [string, string];
  prices: [number, number];
  runs: number;
  /** Stop after this long with the runs measured so far (at least one). */
  timeBoxMs: number;
}

/** One warm-up change, then up to `runs` measured ones, on one loaded page. */
export async function filterChanges(browser: Browser, url: string, kind: FilterKind, targets: FilterTargets) {
  const { page, close } = await openPage(browser, url);
  try {
    await page.evaluate(ARM_PROBE);
    const act = filterAction(page, kind, targets.categories, targets.prices);
    const deadline = Date.now() + targets.timeBoxMs;
    const timings: Timing[] = [];
    for (let i = 0; timings.length < targets.runs && (timings.length === 0 || Date.now() < deadline); i++) {
      // The comma expression returns `true`, not the promise: evaluate would wait for it.
      await page.evaluate(
        `(window.__benchResult = window.__benchArm(${JSON.stringify(GRID_REGION_CSS)}, 2, 120000), true)`,
      );
      await act(i);
      const result = (await page.evaluate('window.__benchResult')) as Timing & { error?: string };
      if (result.error) throw new Error(`${kind} change ${i + 1}: ${result.error}`);
      if (i > 0) timings.push(result);
    }
    return timings;
  } finally {
    await close();
  }
}
