import { CATEGORIES_PATH } from '../api/categories';
import { PRODUCT_LIST_PATH } from '../api/productList/queries';
import { categorySchemas, productSchemas } from '../api/schemas';

/**
 * The backend calls a first screen shows (`firstCalls` in routeTable.ts), by path, each with the
 * contract module that checks its answer (`schemas`, preloaded with the page: prerender.tsx).
 */
export const FIRST_CALLS = {
  [PRODUCT_LIST_PATH]: { schemas: productSchemas },
  [CATEGORIES_PATH]: { schemas: categorySchemas },
} as const;

export type FirstCall = keyof typeof FIRST_CALLS;
