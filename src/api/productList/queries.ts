import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import type { Product } from '../../contract';
import { parseItems, parseWhole } from '../parse';
import { send } from '../http';
import { productSchemas } from '../schemas';
import { afterFirstScreen } from './firstScreen';
import { readList } from './readList';

/** Enough for any first screen: the home page's 12 cards, the filter grid's first rows. */
const FIRST_PRODUCTS = 48;

/** The whole catalog, and how many of its items failed the contract and were left out. */
export interface WholeList {
  products: Product[];
  skipped: number;
}

/**
 * The catalog. A long one hands its first products to the `firstProductsQuery`
 * as soon as they arrive, and parses the rest once a page has shown them
 * (docs/decisions/007-streamed-first-screen.md). Kept: at 10,000 products on a
 * throttled phone the first card came ~3.8-5.2 s sooner than reading the whole
 * body first (npm run perf:phone, medians of 3; docs/decisions/033).
 */
export async function fetchProductList(context?: { client: QueryClient }): Promise<WholeList> {
  const what = 'load products';
  const schemas = productSchemas();
  const response = await send(what, 'products');
  const body = await readList(what, response, {
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
  const products = await parseItems('product', ProductSchema, items);
  return { products, skipped: items.length - products.length };
}

/** The whole catalog; on /productFilter prefetched by the route's loader (src/app/routes.tsx). */
export const productListQuery = () =>
  queryOptions({ queryKey: ['product-list'], queryFn: fetchProductList, staleTime: 60_000 });

/** The first products of a long catalog, while the rest is on its way; only fetchProductList fills it. */
export const firstProductsQuery = () =>
  queryOptions<Product[]>({ queryKey: ['product-list', 'first'], queryFn: skipToken, staleTime: Infinity });
