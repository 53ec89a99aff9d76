import { queryOptions } from '@tanstack/react-query';
import type { Product } from '../contract';
import { parseWhole } from './parse';
import { requestJson } from './request';
import { productSchemas } from './schemas';

/** One product; the catalog is loaded by ./productList. */
export async function fetchProduct(id: string): Promise<Product> {
  const what = 'load this product';
  const [data, { ProductSchema }] = await Promise.all([
    requestJson(what, `products/${encodeURIComponent(id)}`),
    productSchemas(),
  ]);
  return parseWhole(what, ProductSchema, data);
}

export const productQuery = (id: string) =>
  queryOptions({ queryKey: ['products', id], queryFn: () => fetchProduct(id), staleTime: 60_000 });
