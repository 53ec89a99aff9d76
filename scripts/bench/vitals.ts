/**
 * What shifts and what is the LCP element, on a phone-sized viewport with 4x
 * CPU and slow-network throttling (close to Lighthouse's mobile preset).
 * Lighthouse 12 cannot name them with Chromium 156 (its layout-shift and LCP
 * element audits fail on the newer trace format), so the bench does.
 */
import type { Browser } from '@playwright/test';
import { gotoFirstCard } from './firstCard';

export interface Vitals {
  cls: number;
  /** Every LCP candidate in order; the last one is the LCP. */
  lcp: { at: number; size: number; element: string }[];
  shifts: { value: number; at: number; sources: string[] }[];
}

const VITALS_PROBE = `(() => {
  const vitals = (window.__vitals = { cls: 0, shifts: [], lcp: [] });
  const describe = (node) => {
    const el = node && node.nodeType === 1 ? node : node && node.parentElement;
    if (!el) return '(removed node)';
    const label = el.getAttribute('aria-label') || (el.textContent || '').trim().slice(0, 30);
    return el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).slice(0, 3).join('.') : '') + (label ? ' "' + label + '"' : '');
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      vitals.cls += e.value;
      vitals.shifts.push({ value: e.value, at: Math.round(e.startTime), sources: (e.sources || []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const url = e.url ? ' ' + e.url.replace(location.origin, '') : '';
      vitals.lcp.push({ at: Math.round(e.startTime), size: e.size, element: describe(e.element) + url });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

export async function pageVitals(browser: Browser, url: string): Promise<Vitals> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.addInitScript(VITALS_PROBE);
    await gotoFirstCard(page, url, 60_000);
    // Late shifts come from late responses (auth, categories): wait until the network is quiet.
    await page.waitForLoadState('networkidle');
    return (await page.evaluate('window.__vitals')) as Vitals;
  } finally {
    await context.close();
  }
}
