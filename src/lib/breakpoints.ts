/** One row of a responsive table: from `minWidth` px up, show `items` per view. */
export interface Breakpoint {
  minWidth: number;
  items: number;
}

/** Category strip items per view (docs/product.md §9): 4 below 480, then 5, 6, 7, 9. */
export const CATEGORY_STRIP_BREAKPOINTS: readonly Breakpoint[] = [
  { minWidth: 0, items: 4 },
  { minWidth: 480, items: 5 },
  { minWidth: 768, items: 6 },
  { minWidth: 1024, items: 7 },
  { minWidth: 1280, items: 9 },
];

/** Popular companies carousel: 1 slide, 2 from 640 px, 4 from 1024 px. */
export const COMPANIES_BREAKPOINTS: readonly Breakpoint[] = [
  { minWidth: 0, items: 1 },
  { minWidth: 640, items: 2 },
  { minWidth: 1024, items: 4 },
];

/** How many items a table shows at a viewport `width` (the widest row that fits). */
export function itemsPerView(
  width: number,
  table: readonly Breakpoint[] = CATEGORY_STRIP_BREAKPOINTS,
): number {
  let items = table[0]?.items ?? 1;
  for (const row of table) if (width >= row.minWidth) items = row.items;
  return items;
}

const minWidthQueries = new Map<number, MediaQueryList>();

/**
 * The widest `minWidth` of the table the viewport reaches, by media queries: reading
 * `window.innerWidth` forces a layout after a DOM change, and React reads a store after every commit.
 */
export function viewportRow(table: readonly Breakpoint[]): number {
  let width = 0;
  for (const { minWidth } of table) {
    if (minWidth <= width) continue;
    let query = minWidthQueries.get(minWidth);
    if (!query) minWidthQueries.set(minWidth, (query = window.matchMedia(`(min-width: ${minWidth}px)`)));
    if (query.matches) width = minWidth;
  }
  return width;
}
