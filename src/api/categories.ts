import { queryOptions } from '@tanstack/react-query';
import type { Category } from '../contract';
import { parseItems, parseWhole } from './parse';
import { requestJson } from './request';
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
