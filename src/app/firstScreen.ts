import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { categoriesQuery } from '../api/categories';
import { productListQuery, type ProductListData } from '../api/productList';
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
 * The queries a page with first calls (routeTable.ts) starts with: the build's copy of its first
 * screen (home's sections, or the filter grid's first rows at its widest, and every category).
 * None without a catalog (the build could not read its backend: the pages have no products).
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
 * The query cache as a page's first screen fills it, the one source its screens read
 * (useProductList, useCategories): the build renders the page from it (prerender.tsx) and
 * writes it beside the HTML, and the browser starts from the same (main.tsx). Each query holds
 * the build's copy as initial data from long ago: stale at once, so the backend is asked as the
 * screens mount, and never fetched, so the backend's first answer fills it as a first fetch does
 * (a long list's first products, then the whole: src/api/productList) and a failure shows over it.
 */
export function adoptFirstScreen(client: QueryClient, queries: FirstScreen): void {
  for (const [queryKey, initialData] of queries)
    client.getQueryCache().build(client, { queryKey, initialData, initialDataUpdatedAt: 0 });
}
