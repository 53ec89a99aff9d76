import { queryOptions } from '@tanstack/react-query';
import type { Category } from '../contract';
import { parseItems, parseWhole } from './parse';
import { requestJson } from './http';
import { categorySchemas } from './schemas';

const WHAT = 'load categories';
/** The categories' path under the backend's base URL (spelled as the real backend spells it). */
export const CATEGORIES_PATH = 'catagory';

export async function fetchCategories(): Promise<Category[]> {
  const [data, { CategoryListEnvelopeSchema, CategorySchema }] = await Promise.all([
    requestJson(WHAT, CATEGORIES_PATH),
    categorySchemas(),
  ]);
  return parseItems('category', CategorySchema, parseWhole(WHAT, CategoryListEnvelopeSchema, data));
}

/** GET /catagory; loaded by the routes of `/` and /productFilter (src/app/routes.tsx). */
export const categoriesQuery = () =>
  queryOptions({ queryKey: ['categories'], queryFn: fetchCategories, staleTime: 5 * 60_000 });
