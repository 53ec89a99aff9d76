/**
 * The filter page's URL parameters, the one list of them: filters.ts reads and writes them,
 * index.html's early script gets the narrowing ones from the build (tooling/earlyScript.ts), and
 * e2e/storefront/early-taps.spec.ts opens the page with each.
 */
export const NARROWING_PARAMS = ['category', 'min', 'max', 'stock'] as const;

/** `currency` says what min and max are in (docs/decisions/027): alone, it leaves every product in. */
export const FILTER_PARAMS = [...NARROWING_PARAMS, 'currency'] as const;

export type NarrowingParam = (typeof NARROWING_PARAMS)[number];
