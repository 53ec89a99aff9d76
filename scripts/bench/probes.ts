/**
 * Code that runs inside the page. Plain JavaScript strings rather than
 * functions: the TypeScript loader may add helpers to a function's source
 * that do not exist in the page.
 */

/**
 * Init script: records when the first product card enters the DOM, and when
 * the frame holding it has been painted (a message posted from the next
 * animation frame runs after that frame is drawn), and reports both to
 * `window[binding]` (see firstCard.ts). Times are performance.now(), i.e.
 * milliseconds since navigation start.
 */
export function firstCardProbe(cardCss: string, binding: string): string {
  return `(() => {
    let inDom = null;
    const observer = new MutationObserver(() => {
      if (inDom !== null || !document.querySelector(${JSON.stringify(cardCss)})) return;
      inDom = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => window[${JSON.stringify(binding)}]({ domMs: inDom, paintMs: performance.now() });
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`;
}

/**
 * Defines window.__benchArm(regionCss, quietFrames, timeoutMs): resolves with
 * { domMs, paintMs, mutations } once the grid region has stopped changing for
 * `quietFrames` animation frames after the next input event. domMs: input →
 * last DOM mutation in the region; paintMs: input → the frame after it drawn.
 */
export const ARM_PROBE = `window.__benchArm = (regionCss, quietFrames, timeoutMs) => new Promise((resolve) => {
  const region = document.querySelector(regionCss);
  if (!region) return resolve({ error: 'no grid region ' + regionCss });
  const events = ['pointerdown', 'keydown', 'input', 'change'];
  let start = null, last = null, painted = null, mutations = 0, checking = false;
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
      if (++frames < quietFrames) return requestAnimationFrame(tick);
      done({ domMs: last - start, paintMs: (painted ?? performance.now()) - start, mutations });
    };
    requestAnimationFrame(tick);
  };
  const observer = new MutationObserver((records) => {
    if (start === null) return;
    mutations += records.length;
    last = performance.now();
    if (!checking) checkQuiet();
  });
  observer.observe(region, { childList: true, subtree: true, characterData: true, attributes: true });
  events.forEach((type) => window.addEventListener(type, onInput, true));
  const timer = setTimeout(() => done({ error: start === null ? 'no input event reached the page' : 'the grid did not change' }), timeoutMs);
});`;
