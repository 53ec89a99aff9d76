/**
 * What one load measures: an init script reporting each figure through `__perfReport(name, value)`, in
 * ms of performance.now(). Plain JavaScript text: tsx may add helpers to a function's source.
 *   timeOrigin     first in each document: a page that goes to another is measured from the first (load.ts)
 *   fcp, lcp, cls  web-vitals (the last change counts), with the LCP and largest-shift elements
 *   painted        <html lang> at first contentful paint, or 'spinner' (index.html's data-render)
 *   interactive    the first header control (main's, without a header) carries React's props
 *   scriptsIn      when the last script fetched by `interactive` arrived: the line's share of the wait
 *   kB             bytes over the wire by then (of the last document only)
 *   card           the first product card is visible
 *   load           the window's load event
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const BINDING = '__perfReport';
/** ProductCard (grids) and BestSellerCard (home): the articles that link to a product page. */
export const CARD_CSS = 'main article:has(a[href^="/detail/"])';
export const HEADER_CONTROL_CSS = 'header button';
export const MAIN_CONTROL_CSS = 'main button';

function webVitalsSource(): string {
  const dir = dirname(createRequire(import.meta.url).resolve('web-vitals'));
  const source = readFileSync(join(dir, 'web-vitals.attribution.iife.js'), 'utf8');
  return source.replace(/\/\/# sourceMappingURL=.*$/m, '');
}

const PROBE = `
  const report = (name, value) => window.${BINDING}(name, value);
  report('timeOrigin', performance.timeOrigin);
  // <html lang> and data-render over time, to know what the first contentful paint showed.
  const states = [];
  const sample = () => {
    const html = document.documentElement;
    if (html) states.push({ at: performance.now(), lang: html.lang, hidden: html.dataset.render === 'client' });
  };
  const watchHtml = () => {
    sample();
    new MutationObserver(sample).observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'data-render'] });
  };
  if (document.documentElement) watchHtml();
  else {
    const waitForHtml = new MutationObserver(() => {
      if (!document.documentElement) return;
      waitForHtml.disconnect();
      watchHtml();
    });
    waitForHtml.observe(document, { childList: true });
  }
  const stateAt = (time) => states.filter((s) => s.at <= time).at(-1) ?? states[0];

  webVitals.onFCP((metric) => {
    const state = stateAt(metric.value);
    report('fcp', metric.value);
    report('painted', !state ? '?' : state.hidden ? 'spinner' : state.lang);
  });
  webVitals.onLCP((metric) => {
    report('lcp', metric.value);
    report('lcpElement', metric.attribution.target ?? '?');
  }, { reportAllChanges: true });
  webVitals.onCLS((metric) => {
    report('cls', metric.value);
    report('shiftElement', metric.attribution.largestShiftTarget ?? '?');
  }, { reportAllChanges: true });
  addEventListener('load', () => report('load', performance.now()));

  // Checked every 10 ms: a change shows within a poll (card: painted in the next frame).
  let interactive = false, card = false;
  const hasReactProps = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const poll = () => {
    if (!interactive) {
      const control =
        document.querySelector(${JSON.stringify(HEADER_CONTROL_CSS)}) ??
        (document.querySelector('header') ? null : document.querySelector(${JSON.stringify(MAIN_CONTROL_CSS)}));
      if (control && hasReactProps(control)) {
        interactive = true;
        report('interactive', performance.now());
        const fetched = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
        const scripts = fetched.filter((e) => /\\.m?js$/.test(new URL(e.name).pathname));
        report('scriptsIn', Math.max(0, ...scripts.map((e) => e.responseEnd)));
        report('kB', fetched.reduce((sum, e) => sum + (e.transferSize ?? 0), 0) / 1000);
      }
    }
    if (!card) {
      const article = document.querySelector(${JSON.stringify(CARD_CSS)});
      if (article && article.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
        card = true;
        report('card', performance.now());
      }
    }
    if (!interactive || !card) setTimeout(poll, POLL_MS);
  };
  // A timer, not requestAnimationFrame: a frame callback makes Chrome render frames between
  // React's hydration slices, which the page alone never asks for.
  const POLL_MS = 10;
  setTimeout(poll, POLL_MS);
`;

/** The init script: web-vitals and the probe, in the top document of the measured origin only. */
export function probeScript(origin: string): string {
  return `(() => {
  if (window.top !== window || location.origin !== ${JSON.stringify(origin)}) return;
  ${webVitalsSource()}
  ${PROBE}
})();`;
}

/** Run in the page once it has settled: images in the viewport still loading (a later LCP). */
export const IMAGES_LOADING = `[...document.images].filter((img) => {
  const box = img.getBoundingClientRect();
  return !img.complete && box.bottom > 0 && box.top < innerHeight && box.width > 0;
}).length`;
