import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { Product } from '../../contract';
import { useHydrated } from '../../lib/useHydrated';
import { firstProductsQuery, productListQuery } from './queries';

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
  const whole = useQuery(productListQuery());
  const first = useQuery(firstProductsQuery());
  const hydrated = useHydrated();
  // The cards render in a transition, which React splits into short tasks, rather than in
  // the one long task of the update that brought the data: a tap or a scroll meanwhile
  // is answered at once. The prerendered HTML holds placeholders: so does the render that
  // hydrates it, data or not.
  const wholeData = useDeferredValue(hydrated ? whole.data : undefined);
  const firstData = useDeferredValue(hydrated ? first.data : undefined);
  if (!hydrated) return LOADING;
  if (whole.isError) {
    return { status: 'failed', products: NO_PRODUCTS, error: whole.error, retry: () => void whole.refetch() };
  }
  if (wholeData) {
    const { products, skipped } = wholeData;
    return skipped > 0 ? { status: 'partly-skipped', products, skipped } : { status: 'complete', products };
  }
  return firstData ? { status: 'first-screen', products: firstData } : LOADING;
}
