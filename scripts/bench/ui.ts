/**
 * The catalog timings in Chromium, desktop 1280x900 (the filter sidebar is open from lg up):
 * first render of a page (navigation start → first product card in the DOM / painted) and a
 * filter change (input event → the grid has settled). Each page is a fresh browser context.
 * The probes are plain JavaScript strings run in the page (tsx may add helpers to a function's
 * source that do not exist there), and report through a binding rather than Playwright's
 * polling, whose own script would compile on the main thread while the app starts.
 */
import type { Browser, Page } from '@playwright/test';

export interface Timing {
  domMs: number;
  paintMs: number;
}
export type FilterKind = 'category' | 'stock' | 'price';

// A product card (ProductCard's daisyUI `card`): the home page's weekly offers are articles too, and
// they are in the prerendered HTML.
const CARD_CSS = 'main article.card';
const GRID_REGION_CSS = 'main [aria-label="Products"]';

/** Records when the first card enters the DOM and when the frame holding it has been drawn. */
const FIRST_CARD_PROBE = `(() => {
  let inDom = null;
  const observer = new MutationObserver(() => {
    if (inDom !== null || !document.querySelector(${JSON.stringify(CARD_CSS)})) return;
    inDom = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__benchFirstCard({ domMs: inDom, paintMs: performance.now() });
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/**
 * window.__benchArm(): resolves once the grid region has had no mutation for 2 animation
 * frames after the next input event. domMs: input → last mutation; paintMs: → the frame after it.
 */
const ARM_PROBE = `window.__benchArm = () => new Promise((resolve) => {
  const region = document.querySelector(${JSON.stringify(GRID_REGION_CSS)});
  if (!region) return resolve({ error: 'no grid region' });
  const events = ['pointerdown', 'keydown', 'input', 'change'];
  let start = null, last = null, painted = null, checking = false;
  const onInput = () => { if (start === null) start = performance.now(); };
  const done = (result) => {
    observer.disconnect();
    clearTimeout(timer);
    events.forEach((type) => window.removeEventListener(type, onInput, true));
    resolve(result);
  };
  const checkQuiet = () => {
    checking = true;
    const seen = last;
    let frames = 0;
    const tick = () => {
      if (last !== seen) return checkQuiet();
      if (frames === 0) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { if (last === seen) painted = performance.now(); };
        channel.port2.postMessage(null);
      }
      if (++frames < 2) return requestAnimationFrame(tick);
      done({ domMs: last - start, paintMs: (painted ?? performance.now()) - start });
    };
    requestAnimationFrame(tick);
  };
  const observer = new MutationObserver(() => {
    if (start === null) return;
    last = performance.now();
    if (!checking) checkQuiet();
  });
  observer.observe(region, { childList: true, subtree: true, characterData: true, attributes: true });
  events.forEach((type) => window.addEventListener(type, onInput, true));
  const timer = setTimeout(() => done({ error: start === null ? 'no input reached the page' : 'the grid did not change' }), 120000);
});`;

/** A big unwindowed grid can block the page for a long time: measure it rather than time out. */
const TIMEOUT_MS = 120_000;

async function openPage(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  const firstCard = new Promise<Timing>((resolve, reject) => {
    void page.exposeBinding('__benchFirstCard', (_source, timing: Timing) => resolve(timing));
    setTimeout(
      () => reject(new Error(`no product card on ${url} within ${TIMEOUT_MS} ms`)),
      TIMEOUT_MS,
    ).unref();
  });
  await page.addInitScript(FIRST_CARD_PROBE);
  await page.goto(url);
  return { page, firstCard: await firstCard, close: () => context.close() };
}

export async function firstRender(browser: Browser, url: string): Promise<Timing> {
  const { firstCard, close } = await openPage(browser, url);
  await close();
  return firstCard;
}

/** Actions that always change the grid: each alternates between two states. */
function filterAction(page: Page, kind: FilterKind, categories: string[], prices: number[]) {
  const sidebar = page.getByRole('complementary', { name: 'Widget Filters' });
  return async (i: number) => {
    const escaped = categories[i % 2]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Category links carry a count badge, so match the start of the name.
    if (kind === 'category') await sidebar.getByRole('link', { name: new RegExp(`^${escaped}`) }).click();
    else if (kind === 'stock')
      await page
        .getByRole('group', { name: 'Stock Status' })
        .getByRole('radio', { name: i % 2 === 0 ? 'Stock In' : 'Stock Out', exact: true })
        .check();
    else await page.getByRole('spinbutton', { name: 'Maximum price' }).fill(String(prices[i % 2]));
  };
}

/** One warm-up change, then `runs` measured ones (at least one; fewer once `deadline` passes). */
export async function filterChanges(
  browser: Browser,
  url: string,
  kind: FilterKind,
  target: { categories: string[]; prices: number[]; runs: number; deadline: number },
): Promise<Timing[]> {
  const { page, close } = await openPage(browser, url);
  try {
    await page.evaluate(ARM_PROBE);
    const act = filterAction(page, kind, target.categories, target.prices);
    const timings: Timing[] = [];
    for (let i = 0; timings.length < target.runs && (i < 2 || Date.now() < target.deadline); i++) {
      // The comma expression returns `true`, not the promise: evaluate would wait for it.
      await page.evaluate('(window.__benchResult = window.__benchArm(), true)');
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
