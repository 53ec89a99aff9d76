import { experimental_streamedQuery as streamedQuery, queryOptions } from '@tanstack/react-query';
import type { Product } from '../../contract';
import { parseItems, parseWhole } from '../parse';
import { send } from '../http';
import { productSchemas } from '../schemas';
import { readList } from './readList';

/**
 * Resolves when the browser is next idle (no task queued, the frame painted), or after
 * `timeoutMs` at the latest. For work that may wait for whatever the page is rendering.
 */
function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof globalThis.requestIdleCallback === 'function')
      globalThis.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}

/** Enough for any first screen: the home page's 12 cards, the filter grid's first rows. */
const FIRST_PRODUCTS = 48;

/**
 * The catalog as the list query holds it: the products so far, whether they are all of them
 * (`whole`), and how many items of the whole list failed the contract and were left out; or the
 * build's copy of a page's first screen (`prerendered`: src/app/firstScreen.ts), until the backend
 * answers.
 */
export type ProductListData =
  | { products: readonly Product[]; whole: boolean; skipped: number; prerendered?: never }
  | { products: readonly Product[]; prerendered: true; whole?: never; skipped?: never };

/** The list's path under the backend's base URL (the contract's GET /products). */
export const PRODUCT_LIST_PATH = 'products';

const NOTHING_YET: ProductListData = { products: [], whole: false, skipped: 0 };

/**
 * GET /products, as the list query's stream (docs/decisions/036-a-shop-before-the-scripts.md):
 * a long catalog's first products, checked quietly (the whole list reports its invalid items
 * once), then every product. The whole body waits until the browser is idle, so that the first
 * products' screen is rendered and painted before a long parse takes the main thread.
 */
export async function* streamProductList(): AsyncGenerator<ProductListData> {
  const what = 'load products';
  const schemas = productSchemas();
  const response = await send(what, PRODUCT_LIST_PATH);
  let handedOutFirst = false;
  for await (const part of readList(what, response, { key: 'products', count: FIRST_PRODUCTS })) {
    const { ProductListEnvelopeSchema, ProductSchema } = await schemas;
    if (part.kind === 'first') {
      const products = part.items.flatMap((item) => {
        const result = ProductSchema.safeParse(item);
        return result.success ? [result.data] : [];
      });
      yield { products, whole: false, skipped: 0 };
      handedOutFirst = true;
      continue;
    }
    if (handedOutFirst) await whenIdle(1000);
    const envelope = parseWhole(what, ProductListEnvelopeSchema, part.parse());
    const items = Array.isArray(envelope) ? envelope : envelope.products;
    const products = await parseItems('product', ProductSchema, items);
    yield { products, whole: true, skipped: items.length - products.length };
  }
}

/**
 * The catalog: one query, filled as the list streams in. A refetch keeps what is shown until
 * the new list is whole. An adopted page starts with the build's copy (src/app/firstScreen.ts).
 */
export const productListQuery = () =>
  queryOptions({
    queryKey: ['product-list'],
    queryFn: streamedQuery<ProductListData, ProductListData>({
      streamFn: streamProductList,
      refetchMode: 'replace',
      reducer: (_shown, latest) => latest,
      initialValue: NOTHING_YET,
    }),
    staleTime: 60_000,
  });
