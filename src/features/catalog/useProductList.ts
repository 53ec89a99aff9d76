import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { productListQuery } from '../../api/productList';
import type { Product } from '../../contract';
import { useHydrated } from '../../lib/useHydrated';

/**
 * The catalog as a screen sees it (docs/decisions/007-streamed-first-screen.md):
 * - `loading`: nothing yet;
 * - `first-screen`: a long catalog's first products, the rest still on its way;
 * - `complete`: every product;
 * - `partly-skipped`: every product that passed the contract, `skipped` left out;
 * - `failed`: no products at all, even ones that had arrived first.
 * Everything that needs every product (counts, the price range, "nothing
 * matches") waits for a whole list (isWhole).
 */
export type ProductList =
  | { status: 'loading'; products: readonly Product[] }
  | { status: 'first-screen'; products: readonly Product[] }
  | { status: 'complete'; products: readonly Product[] }
  | { status: 'partly-skipped'; products: readonly Product[]; skipped: number }
  | { status: 'failed'; products: readonly Product[]; error: Error; retry(): void };

const NO_PRODUCTS: readonly Product[] = [];
const LOADING: ProductList = { status: 'loading', products: NO_PRODUCTS };

/** Whether every product is in, so that "none" means none. */
export function isWhole(
  list: ProductList,
): list is Extract<ProductList, { status: 'complete' | 'partly-skipped' }> {
  return list.status === 'complete' || list.status === 'partly-skipped';
}

export function useProductList(): ProductList {
  const query = useQuery(productListQuery());
  const hydrated = useHydrated();
  // The cards render in a transition, which React splits into short tasks, rather than in
  // the one long task of the update that brought the data: a tap or a scroll meanwhile
  // is answered at once. The prerendered HTML holds placeholders: so does the render that
  // hydrates it, data or not.
  const data = useDeferredValue(hydrated ? query.data : undefined);
  if (!hydrated) return LOADING;
  if (query.isError) {
    return { status: 'failed', products: NO_PRODUCTS, error: query.error, retry: () => void query.refetch() };
  }
  if (!data || data.products.length === 0) return data?.whole ? { status: 'complete', products: NO_PRODUCTS } : LOADING;
  if (!data.whole) return { status: 'first-screen', products: data.products };
  return data.skipped > 0
    ? { status: 'partly-skipped', products: data.products, skipped: data.skipped }
    : { status: 'complete', products: data.products };
}
