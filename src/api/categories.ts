import { queryOptions } from '@tanstack/react-query';
import type { Category } from '../contract';
import { parseItems, parseWhole } from './parse';
import { requestJson } from './http';
import { categorySchemas } from './schemas';

const WHAT = 'load categories';
/**
 * `catagory`, not `category`: the real backend's path (docs/product.md §7), so the app, the contract,
 * mocks/db.ts, the fixtures and the tests all spell it so. Not a typo to fix. Other mentions point here.
 */
export const CATEGORIES_PATH = 'catagory';

export async function fetchCategories(): Promise<Category[]> {
  const [data, { CategoryListEnvelopeSchema, CategorySchema }] = await Promise.all([
    requestJson(WHAT, CATEGORIES_PATH),
    categorySchemas(),
  ]);
  return parseItems('category', CategorySchema, parseWhole(WHAT, CategoryListEnvelopeSchema, data));
}

/** GET /catagory; an adopted page starts with the build's copy (src/app/firstScreen.ts). */
export const categoriesQuery = () =>
  queryOptions({ queryKey: ['categories'], queryFn: fetchCategories, staleTime: 5 * 60_000 });
