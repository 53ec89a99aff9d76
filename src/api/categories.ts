import { queryOptions } from '@tanstack/react-query';
import { CategoryListEnvelopeSchema, CategorySchema, type Category } from '../contract';
import { parseItems, parseWhole, requestJson } from './client';

const WHAT = 'load categories';

export async function fetchCategories(): Promise<Category[]> {
  const data = await requestJson(WHAT, 'catagory');
  return parseItems('category', CategorySchema, parseWhole(WHAT, CategoryListEnvelopeSchema, data));
}

export const categoriesQuery = () =>
  queryOptions({ queryKey: ['categories'], queryFn: fetchCategories, staleTime: 5 * 60_000 });
