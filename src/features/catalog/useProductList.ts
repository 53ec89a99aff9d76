import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { productListQuery } from '../../api/productList';
import { retryNow } from '../../api/queryClient';
import type { Product } from '../../contract';
import { useHydrated } from '../../lib/useHydrated';
import { useFailureSoFar } from './useFailureSoFar';

/**
 * The catalog as a screen sees it (docs/decisions/036-a-shop-before-the-scripts.md):
 * - `loading`: nothing yet;
 * - `prerendered`: the page's first screen as the build put it in the query (its HTML, adopted
 *   with the query cache the build wrote beside it: src/app/prerender.tsx), until the backend answers;
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
  | { status: 'prerendered'; products: readonly Product[] }
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
  // The backend's cards render in a transition, which React splits into short tasks, rather than
  // in the one long task of the update that brought the data: a tap or a scroll meanwhile is
  // answered at once.
  const data = useDeferredValue(query.data);
  const failure = useFailureSoFar(query, useHydrated());
  if (failure) {
    const retry = () => void retryNow(client, productListQuery().queryKey);
    return { status: 'failed', products: NO_PRODUCTS, ...failure, retry };
  }
  if (!data || (!data.whole && data.products.length === 0)) return LOADING;
  if (data.prerendered) return { status: 'prerendered', products: data.products };
  if (!data.whole) return { status: 'first-screen', products: data.products };
  return data.skipped > 0
    ? { status: 'partly-skipped', products: data.products, skipped: data.skipped }
    : { status: 'complete', products: data.products };
}
