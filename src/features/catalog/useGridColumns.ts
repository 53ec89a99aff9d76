import { useBrowserStore } from '../../lib/useHydrated';
import { columnsForWidth } from './gridRows';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * Cards per row for the current viewport. `window.innerWidth` is the width
 * media queries compare (scrollbar included), so this agrees with Tailwind's
 * breakpoints; a resize re-renders only when the column count changes.
 */
export function useGridColumns(): number {
  return useBrowserStore(subscribe, () => columnsForWidth(window.innerWidth), columnsForWidth(0));
}
