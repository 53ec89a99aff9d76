import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { categoriesQuery } from '../../api/categories';
import type { Category } from '../../contract';
import { useHydrated } from '../../lib/useHydrated';

/** Loading, failed (perhaps with older data) or loaded: what a screen shows for each. */
type Categories = { refetch(): unknown } & (
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: true; data: Category[] | undefined; error: Error }
  | { isPending: false; isError: false; data: Category[]; error: null }
);

/**
 * The categories for a screen. While React hydrates prerendered HTML they are
 * pending whatever is cached, as they were when the HTML was rendered. They
 * render in a transition, in short tasks (as the products do, useProductList).
 */
export function useCategories(): Categories {
  const query = useQuery(categoriesQuery());
  const hydrated = useHydrated();
  const data = useDeferredValue(hydrated ? query.data : undefined);
  const { refetch } = query;
  if (hydrated && query.isError)
    return { isPending: false, isError: true, data, error: query.error, refetch };
  if (!data) return { isPending: true, isError: false, data: undefined, error: null, refetch };
  return { isPending: false, isError: false, data, error: null, refetch };
}
