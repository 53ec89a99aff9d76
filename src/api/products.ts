import { queryOptions } from '@tanstack/react-query';
import { ProductListEnvelopeSchema, ProductSchema, type Product } from '../contract';
import { parseItems, parseWhole, requestJson } from './client';

export async function fetchProducts(): Promise<Product[]> {
  const what = 'load products';
  const envelope = parseWhole(what, ProductListEnvelopeSchema, await requestJson(what, 'products'));
  const items = Array.isArray(envelope) ? envelope : envelope.products;
  return parseItems('product', ProductSchema, items);
}

export async function fetchProduct(id: string): Promise<Product> {
  const what = 'load this product';
  const data = await requestJson(what, `products/${encodeURIComponent(id)}`);
  return parseWhole(what, ProductSchema, data);
}

export const productsQuery = () =>
  queryOptions({ queryKey: ['products'], queryFn: fetchProducts, staleTime: 60_000 });

export const productQuery = (id: string) =>
  queryOptions({ queryKey: ['products', id], queryFn: () => fetchProduct(id), staleTime: 60_000 });
