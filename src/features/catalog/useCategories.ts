import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { categoriesQuery } from '../../api/categories';
import { retryNow } from '../../api/queryClient';
import type { Category } from '../../contract';
import { useHydrated } from '../../lib/useHydrated';
import { useFailureSoFar } from './useFailureSoFar';

/** A failure shows from the first failed attempt, while the retry policy may still be `retrying`. */
type Categories = { retry(): void } & (
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: true; data: Category[] | undefined; error: Error; retrying: boolean }
  | { isPending: false; isError: false; data: Category[]; error: null }
);

/** The backend's categories, until then the build's copy (src/app/prerender.tsx); in a transition. */
export function useCategories(): Categories {
  const client = useQueryClient();
  const query = useQuery(categoriesQuery());
  const data = useDeferredValue(query.data);
  const retry = () => void retryNow(client, categoriesQuery().queryKey);
  const failure = useFailureSoFar(query, useHydrated());
  // A failure drops the build's copy, as it does the products (useProductList).
  if (failure)
    return {
      isPending: false,
      isError: true,
      data: query.isFetched ? query.data : undefined,
      ...failure,
      retry,
    };
  if (!data) return { isPending: true, isError: false, data: undefined, error: null, retry };
  return { isPending: false, isError: false, data, error: null, retry };
}
