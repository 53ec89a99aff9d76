import { useLayoutEffect, useState } from 'react';

/**
 * Spread on the workspace's tools above the page (scenario bar, preview banner; never in production):
 * what the page pins to the screen (the dashboard's phone drawer) starts below them.
 */
export const DEMO_TOOLS = { 'data-demo-tools': '' } as const;

const BUILD_HAS_TOOLS =
  import.meta.env.VITE_SCENARIOS === 'true' || import.meta.env.VITE_PREVIEW_BANNER === 'true';

/** How much of the screen's top the demo tools take now, in px: none once scrolled past them. */
export function demoToolsBottom(): number {
  let bottom = 0;
  for (const tool of document.querySelectorAll('[data-demo-tools]'))
    bottom = Math.max(bottom, tool.getBoundingClientRect().bottom);
  return Math.min(Math.max(0, Math.round(bottom)), window.innerHeight);
}

/**
 * demoToolsBottom() before paint when `active` turns on (an overlay opens; daisyUI locks the scroll)
 * and on resize while on; kept once off, so a closing overlay does not jump.
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
