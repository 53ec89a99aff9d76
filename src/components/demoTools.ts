import { useLayoutEffect, useState } from 'react';

/**
 * Spread on the workspace's own tools above the page: the scenario bar (features/scenario) and the
 * preview banner (features/preview-banner), which dev, e2e and demo builds show and a production
 * build never does. They take their own space at the top of the document; what the page pins to
 * the screen (the dashboard's drawer on a phone) starts below them, so they cover none of it.
 */
export const DEMO_TOOLS = { 'data-demo-tools': '' } as const;

/** Replaced at build time: a production build has neither tool. */
const BUILD_HAS_TOOLS =
  import.meta.env.VITE_SCENARIOS === 'true' || import.meta.env.VITE_PREVIEW_BANNER === 'true';

/** How much of the screen's top the demo tools take now, in px: none once scrolled past them. */
export function demoToolsBottom(): number {
  let bottom = 0;
  for (const tool of document.querySelectorAll('[data-demo-tools]')) {
    bottom = Math.max(bottom, tool.getBoundingClientRect().bottom);
  }
  return Math.min(Math.max(0, Math.round(bottom)), window.innerHeight);
}

/**
 * The demo tools' height at the top of the screen, measured when `active` turns on (an overlay
 * opens, and the page does not scroll under it, daisyUI's scroll lock) before paint, and again on
 * resize while it stays on. Kept once off, so a closing overlay does not jump. 0 in a production
 * build.
 */
export function useDemoToolsInset(active: boolean): number {
  const [inset, setInset] = useState(0);
  useLayoutEffect(() => {
    if (!active || !BUILD_HAS_TOOLS) return;
    const measure = () => setInset(demoToolsBottom());
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [active]);
  return inset;
}
