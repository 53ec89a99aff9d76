import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { productListQuery } from '../../api/productList/queries';
import { retryNow } from '../../api/queryClient';
import type { Product } from '../../contract';
import { useHydrated } from '../../lib/useHydrated';
import { useFailureSoFar } from './useFailureSoFar';

/**
 * The catalog as a screen sees it (docs/decisions/036-a-shop-before-the-scripts.md). `prerendered`: the
 * build's first screen (src/app/prerender.tsx) until the backend answers; `first-screen`: a long catalog's
 * first products; `failed`: no products, from the first failed attempt on, while the retry policy
 * (src/api/queryClient.ts) may still be `retrying`. Counts, the price range and "nothing matches" wait
 * for a whole list (isWhole).
 */
export type ProductList =
  | { status: 'loading'; products: readonly Product[] }
  | { status: 'prerendered'; products: readonly Product[] }
  | { status: 'first-screen'; products: readonly Product[] }
  | { status: 'complete'; products: readonly Product[] }
  | { status: 'partly-skipped'; products: readonly Product[]; skipped: number }
  /** The answer broke off: the products that arrived, shown with a Retry. */
  | { status: 'cut'; products: readonly Product[]; retrying: boolean; retry(): void }
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
  // The backend's cards render in a transition, in short tasks: a tap or scroll meanwhile answers at once.
  const data = useDeferredValue(query.data);
  const failure = useFailureSoFar(query, useHydrated());
  const retry = () => void retryNow(client, productListQuery().queryKey);
  if (failure) return { status: 'failed', products: NO_PRODUCTS, ...failure, retry };
  if (data?.cut)
    return { status: 'cut', products: data.products, retrying: query.fetchStatus === 'fetching', retry };
  if (!data || (!data.whole && data.products.length === 0)) return LOADING;
  if (data.prerendered) return { status: 'prerendered', products: data.products };
  if (!data.whole) return { status: 'first-screen', products: data.products };
  return data.skipped > 0
    ? { status: 'partly-skipped', products: data.products, skipped: data.skipped }
    : { status: 'complete', products: data.products };
}
