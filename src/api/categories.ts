import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { Category } from '../contract';
import { useHydrated } from '../lib/useHydrated';
import { parseItems, parseWhole } from './parse';
import { requestJson } from './http';
import { categorySchemas } from './schemas';

const WHAT = 'load categories';

export async function fetchCategories(): Promise<Category[]> {
  const [data, { CategoryListEnvelopeSchema, CategorySchema }] = await Promise.all([
    requestJson(WHAT, 'catagory'),
    categorySchemas(),
  ]);
  return parseItems('category', CategorySchema, parseWhole(WHAT, CategoryListEnvelopeSchema, data));
}

export const categoriesQuery = () =>
  queryOptions({ queryKey: ['categories'], queryFn: fetchCategories, staleTime: 5 * 60_000 });

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
