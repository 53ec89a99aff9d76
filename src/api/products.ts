import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import type { Product } from '../contract';
import { afterFirstScreen } from '../lib/firstScreen';
import { parseItems, parseWhole, requestJson, requestList } from './client';
import { statusError } from './errors';
import { productSchemas } from './schemas';

/** Enough for any first screen: the home page's 12 cards, the filter grid's first rows. */
const FIRST_PRODUCTS = 48;

/**
 * The catalog. A long one hands its first products to the `firstProducts`
 * query as soon as they arrive, and parses the rest once a page has shown
 * them (docs/decisions/007-streamed-first-screen.md).
 */
export async function fetchProducts(context?: { client: QueryClient }): Promise<Product[]> {
  const what = 'load products';
  const schemas = productSchemas();
  const body = await requestList(what, 'products', {
    key: 'products',
    count: FIRST_PRODUCTS,
    onFirst: (items) =>
      void schemas.then(({ ProductSchema }) => {
        // Checked quietly: the whole list reports its invalid items once, below.
        const valid = items.flatMap((item) => {
          const result = ProductSchema.safeParse(item);
          return result.success ? [result.data] : [];
        });
        context?.client.setQueryData(firstProductsQuery().queryKey, valid);
      }),
  });
  if (body.handedOutFirst) await afterFirstScreen();
  const { ProductListEnvelopeSchema, ProductSchema } = await schemas;
  const envelope = parseWhole(what, ProductListEnvelopeSchema, body.parse());
  const items = Array.isArray(envelope) ? envelope : envelope.products;
  return parseItems('product', ProductSchema, items);
}

export async function fetchProduct(id: string): Promise<Product> {
  const what = 'load this product';
  const [data, { ProductSchema }] = await Promise.all([
    requestJson(what, `products/${encodeURIComponent(id)}`),
    productSchemas(),
  ]);
  // A backend may answer 200 with null (or nothing) for an unknown id: the same as a 404.
  if (data === null) throw statusError(what, 404, undefined);
  return parseWhole(what, ProductSchema, data);
}

export const productsQuery = () =>
  queryOptions({ queryKey: ['products'], queryFn: fetchProducts, staleTime: 60_000 });

/** The first products of a long catalog, while the rest is on its way; only fetchProducts fills it. */
export const firstProductsQuery = () =>
  queryOptions<Product[]>({ queryKey: ['first-products'], queryFn: skipToken, staleTime: Infinity });

export const productQuery = (id: string) =>
  queryOptions({ queryKey: ['products', id], queryFn: () => fetchProduct(id), staleTime: 60_000 });
