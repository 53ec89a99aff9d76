import { queryOptions } from '@tanstack/react-query';
import type { Category } from '../contract';
import { parseItems, parseWhole } from './parse';
import { requestJson } from './http';
import { categorySchemas } from './schemas';

const WHAT = 'load categories';
/**
 * The categories' path under the backend's base URL. `catagory`, not `category`: the real product
 * backend serves its categories there (docs/product.md §7), and a client is not the place to
 * correct a server's URL, so the app, the contract (src/contract/endpoints.ts), the fake backend's
 * collection (mocks/db.ts), the fixtures and the tests all use that spelling. It is not a typo to
 * fix: renamed here, every call to the real backend would miss. Other mentions point here.
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
