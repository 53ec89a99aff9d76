import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { categoriesQuery } from '../api/categories';
import { productListQuery, type ProductListData } from '../api/productList/queries';
import type { Category, Product } from '../contract';
import { FILTER_FIRST_SCREEN } from '../features/catalog';
import { homeFirstScreen } from '../features/home/homeProducts';
import { PUBLIC_PAGES } from './routeTable';

/** What the build reads of its backend for the pages' first screens (tooling/prerender.ts). */
export interface Catalog {
  products: Product[];
  categories: Category[];
}

/** Queries and the build's copy of their data, as a page's HTML carries them. */
export type FirstScreen = [QueryKey, unknown][];

/**
 * The build's copy of a first-calls page's first screen (home's sections or the filter grid's
 * first rows, and every category); none without a catalog.
 */
export function firstScreen(path: string, catalog: Catalog | null): FirstScreen | undefined {
  if (!catalog || !PUBLIC_PAGES.find((page) => page.path === path)?.firstCalls) return undefined;
  const products =
    path === '/' ? homeFirstScreen(catalog.products) : catalog.products.slice(0, FILTER_FIRST_SCREEN);
  const list: ProductListData = { products, prerendered: true };
  return [
    [productListQuery().queryKey, list],
    [categoriesQuery().queryKey, catalog.categories],
  ];
}

/**
 * Fills the query cache with a first screen, in the build (prerender.tsx) and the browser (main.tsx)
 * alike. Initial data dated 0: stale at once, so the backend is asked as screens mount, and never
 * fetched, so its first answer fills it as a first fetch does and a failure shows over it.
 */
export function adoptFirstScreen(client: QueryClient, queries: FirstScreen): void {
  for (const [queryKey, initialData] of queries)
    client.getQueryCache().build(client, { queryKey, initialData, initialDataUpdatedAt: 0 });
}
