import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { productListQuery } from '../../api/productList';
import { retryNow } from '../../api/queryClient';
import type { Product } from '../../contract';
import { useHydrated } from '../../lib/useHydrated';
import { useFailureSoFar } from './useFailureSoFar';

/**
 * The catalog as a screen sees it (docs/decisions/007-streamed-first-screen.md):
 * - `loading`: nothing yet;
 * - `first-screen`: a long catalog's first products, the rest still on its way;
 * - `complete`: every product;
 * - `partly-skipped`: every product that passed the contract, `skipped` left out;
 * - `failed`: no products at all, even ones that had arrived first; said from the first failed
 *   attempt on, while the retry policy (src/api/queryClient.ts) may still be `retrying` behind it,
 *   and a retry that succeeds fills the screen in.
 * Everything that needs every product (counts, the price range, "nothing
 * matches") waits for a whole list (isWhole).
 */
export type ProductList =
  | { status: 'loading'; products: readonly Product[] }
  | { status: 'first-screen'; products: readonly Product[] }
  | { status: 'complete'; products: readonly Product[] }
  | { status: 'partly-skipped'; products: readonly Product[]; skipped: number }
  | { status: 'failed'; products: readonly Product[]; error: Error; retrying: boolean; retry(): void };

const NO_PRODUCTS: readonly Product[] = [];
const LOADING: ProductList = { status: 'loading', products: NO_PRODUCTS };

/** Whether every product is in, so that "none" means none. */
export function isWhole(
  list: ProductList,
): list is Extract<ProductList, { status: 'complete' | 'partly-skipped' }> {
  return list.status === 'complete' || list.status === 'partly-skipped';
}

export function useProductList(): ProductList {
  const client = useQueryClient();
  const query = useQuery(productListQuery());
  const hydrated = useHydrated();
  // The cards render in a transition, which React splits into short tasks, rather than in
  // the one long task of the update that brought the data: a tap or a scroll meanwhile
  // is answered at once. The prerendered HTML holds placeholders: so does the render that
  // hydrates it, data or not.
  const data = useDeferredValue(hydrated ? query.data : undefined);
  const failure = useFailureSoFar(query, hydrated);
  if (!hydrated) return LOADING;
  if (failure) {
    const retry = () => void retryNow(client, productListQuery().queryKey);
    return { status: 'failed', products: NO_PRODUCTS, ...failure, retry };
  }
  if (!data || data.products.length === 0) return data?.whole ? { status: 'complete', products: NO_PRODUCTS } : LOADING;
  if (!data.whole) return { status: 'first-screen', products: data.products };
  return data.skipped > 0
    ? { status: 'partly-skipped', products: data.products, skipped: data.skipped }
    : { status: 'complete', products: data.products };
}
