/** The page's content column: docs/product.md §9, layout maximum width 1360 px. */
export const CONTAINER = 'mx-auto w-full max-w-[1360px] px-4 sm:px-6';

/** Where a category name leads: the filter page, the name URL-encoded (docs/product.md §2). */
export function categoryHref(name: string): string {
  return `/productFilter?category=${encodeURIComponent(name)}`;
}
