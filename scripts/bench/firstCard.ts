/**
 * Opens a page and waits for its first product card to be painted, as told by
 * firstCardProbe through a Playwright binding. Not waitForFunction: polling
 * runs Playwright's own script in the page, and its first run compiled ~30 ms
 * of it on the main thread right while the app was starting up (seen in
 * traces between the router's creation and the first render), a cost no
 * shopper pays.
 */
import type { Page } from '@playwright/test';
import { firstCardProbe } from './probes';
import { CARD_CSS } from './selectors';

export interface Timing {
  domMs: number;
  paintMs: number;
}

const BINDING = '__benchFirstCard';

export async function gotoFirstCard(page: Page, url: string, timeoutMs: number): Promise<Timing> {
  let report: (timing: Timing) => void = () => {};
  const reported = new Promise<Timing>((resolve) => (report = resolve));
  await page.exposeBinding(BINDING, (_source, timing: Timing) => report(timing));
  await page.addInitScript(firstCardProbe(CARD_CSS, BINDING));
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no product card painted on ${url} within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await page.goto(url, { timeout: timeoutMs });
    return await Promise.race([reported, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
