import { useBrowserStore } from '../../lib/useHydrated';
import { viewportRow } from '../../lib/breakpoints';
import { columnsForWidth, PRODUCT_GRID_BREAKPOINTS } from './gridRows';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Cards per row for the current viewport; a resize re-renders only when the count changes. */
export function useGridColumns(): number {
  return useBrowserStore(
    subscribe,
    () => columnsForWidth(viewportRow(PRODUCT_GRID_BREAKPOINTS)),
    columnsForWidth(0),
  );
}
