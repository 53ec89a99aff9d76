import type { QueryClient } from '@tanstack/react-query';
import { CATEGORIES_PATH, categoriesQuery } from '../api/categories';
import { PRODUCT_LIST_PATH, productListQuery } from '../api/productList';
import { categorySchemas, productSchemas } from '../api/schemas';

/**
 * The backend calls a page's HTML may start before the app runs (a page's `firstCalls` in
 * routeTable.ts), by their path under the API's URL: for each, the query that takes its answer
 * (`load`: the route's loader starts it, routes.tsx) and the contract module that checks the
 * answer (`schemas`: the build preloads it with the page's scripts, prerender.tsx).
 */
export const FIRST_CALLS = {
  [PRODUCT_LIST_PATH]: {
    load: (queryClient: QueryClient) => queryClient.query(productListQuery()),
    schemas: productSchemas,
  },
  [CATEGORIES_PATH]: {
    load: (queryClient: QueryClient) => queryClient.query(categoriesQuery()),
    schemas: categorySchemas,
  },
} as const;

export type FirstCall = keyof typeof FIRST_CALLS;
