import { CATEGORIES_PATH } from '../api/categories';
import { PRODUCT_LIST_PATH } from '../api/productList';
import { categorySchemas, productSchemas } from '../api/schemas';

/**
 * The backend calls a page's first screen shows (a page's `firstCalls` in routeTable.ts), by
 * their path under the API's URL: the build writes their first screen into the page's HTML
 * (firstScreen.ts). For each, the contract
 * module that checks the answer (`schemas`: the build preloads it with the page's scripts,
 * prerender.tsx).
 */
export const FIRST_CALLS = {
  [PRODUCT_LIST_PATH]: { schemas: productSchemas },
  [CATEGORIES_PATH]: { schemas: categorySchemas },
} as const;

export type FirstCall = keyof typeof FIRST_CALLS;
