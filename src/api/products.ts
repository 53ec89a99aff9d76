import { queryOptions } from '@tanstack/react-query';
import type { Product } from '../contract';
import { parseItems, parseWhole, requestJson } from './client';
import { productSchemas } from './schemas';

export async function fetchProducts(): Promise<Product[]> {
  const what = 'load products';
  const [data, { ProductListEnvelopeSchema, ProductSchema }] = await Promise.all([
    requestJson(what, 'products'),
    productSchemas(),
  ]);
  const envelope = parseWhole(what, ProductListEnvelopeSchema, data);
  const items = Array.isArray(envelope) ? envelope : envelope.products;
  return parseItems('product', ProductSchema, items);
}

export async function fetchProduct(id: string): Promise<Product> {
  const what = 'load this product';
  const [data, { ProductSchema }] = await Promise.all([
    requestJson(what, `products/${encodeURIComponent(id)}`),
    productSchemas(),
  ]);
  return parseWhole(what, ProductSchema, data);
}

export const productsQuery = () =>
  queryOptions({ queryKey: ['products'], queryFn: fetchProducts, staleTime: 60_000 });

export const productQuery = (id: string) =>
  queryOptions({ queryKey: ['products', id], queryFn: () => fetchProduct(id), staleTime: 60_000 });
