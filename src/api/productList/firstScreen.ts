import { useEffect } from 'react';

let markShown: () => void = () => {};
const shown = new Promise<void>((resolve) => (markShown = resolve));

/**
 * Resolves once a page has painted its first products (useFirstProductsShown),
 * or after `timeoutMs` on pages that never say so. Work that may wait, such
 * as parsing the rest of a 6 MB catalog, waits for it instead of holding up
 * that first paint (docs/decisions/007-streamed-first-screen.md).
 */
export function afterFirstScreen(timeoutMs = 1000): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

/**
 * A page with products on screen says so. The signal goes out once the frame
 * that paints them is done, from the next one: what waits for it runs on the
 * main thread, and must not keep that frame from reaching the screen.
 */
export function useFirstProductsShown(onScreen: boolean) {
  useEffect(() => {
    if (!onScreen) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setTimeout(markShown));
    });
    return () => cancelAnimationFrame(frame);
  }, [onScreen]);
}
