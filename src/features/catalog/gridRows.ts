import { itemsPerView, type Breakpoint } from '../../lib/breakpoints';

/** Cards per row on /productFilter (docs/product.md §9), at Tailwind's md/lg/xl widths as in the grid. */
export const PRODUCT_GRID_BREAKPOINTS: readonly Breakpoint[] = [
  { minWidth: 0, items: 2 },
  { minWidth: 768, items: 3 },
  { minWidth: 1024, items: 4 },
  { minWidth: 1280, items: 5 },
];

export function columnsForWidth(width: number): number {
  return itemsPerView(width, PRODUCT_GRID_BREAKPOINTS);
}

/**
 * Up to this many products the grid renders every card; above it, only the rows near the viewport.
 * At least the seeded catalog's size, so the demo grid stays whole for tests, screenshots and crawlers
 * (src/app/couplings.test.ts).
 */
export const WINDOWING_THRESHOLD = 80;

export function shouldWindow(productCount: number): boolean {
  return productCount > WINDOWING_THRESHOLD;
}

export function rowCount(itemCount: number, columns: number): number {
  return Math.ceil(itemCount / Math.max(1, columns));
}

/** The items of row `row` (0-based), in their list order. */
export function rowItems<T>(items: readonly T[], row: number, columns: number): T[] {
  const width = Math.max(1, columns);
  return items.slice(row * width, (row + 1) * width);
}

/** A row without layout (`display: none`, jsdom) measures 0: keep the estimate, or every row would render. */
export function measuredOrEstimate(measured: number, estimate: number): number {
  return measured > 0 ? measured : estimate;
}

/** The cards above the fold on a phone (two rows of two): their pictures load at once, not lazily. */
export const EAGER_CARDS = 4;

/** Rows of cards in a first screen (a desktop shows two and a half; a phone under two). */
export const FIRST_SCREEN_ROWS = 3;

/** The cards of a first screen at this width (the build's HTML holds the widest's: FILTER_FIRST_SCREEN). */
export function firstScreenCards(columns: number): number {
  return Math.max(1, columns) * FIRST_SCREEN_ROWS;
}

/** The filter grid's first screen at its widest, as the build writes it (src/app/prerender.tsx). */
export const FILTER_FIRST_SCREEN = firstScreenCards(
  Math.max(...PRODUCT_GRID_BREAKPOINTS.map((b) => b.items)),
);
