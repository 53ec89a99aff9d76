import { queryOptions } from '@tanstack/react-query';
import type { Product } from '../contract';
import { failedRequest, statusError } from './errors';
import { parseWhole } from './parse';
import { requestJson } from './http';
import { productSchemas } from './schemas';

/** One product; the catalog is loaded by ./productList. */
export async function fetchProduct(id: string): Promise<Product> {
  const what = 'load this product';
  const path = `products/${encodeURIComponent(id)}`;
  const [data, { ProductSchema }] = await Promise.all([requestJson(what, path), productSchemas()]);
  // A backend may answer 200 with null (or nothing) for an unknown id: the same as a 404.
  if (data === null) throw statusError(what, 404, undefined, failedRequest('GET', path));
  return parseWhole(what, ProductSchema, data);
}

export const productQuery = (id: string) =>
  queryOptions({ queryKey: ['products', id], queryFn: () => fetchProduct(id), staleTime: 60_000 });
