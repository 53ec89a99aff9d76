import { experimental_streamedQuery as streamedQuery, queryOptions } from '@tanstack/react-query';
import type { Product } from '../../contract';
import { parseItems, parseWhole } from '../parse';
import { send } from '../http';
import { productSchemas } from '../schemas';
import { whenIdle } from '../../lib/yieldToMain';
import { readList } from './readList';

/** A long list's first products: enough for every first screen (src/app/couplings.test.ts). */
export const FIRST_PRODUCTS = 48;

/**
 * The list query's data: the products so far, whether they are all (`whole`), how many failed the
 * contract (`skipped`); or the build's copy of a first screen (`prerendered`: src/app/firstScreen.ts).
 */
export type ProductListData =
  /** `cut`: the answer broke off, `products` are those that arrived whole. */
  | { products: readonly Product[]; whole: boolean; skipped: number; cut?: true; prerendered?: never }
  | { products: readonly Product[]; prerendered: true; whole?: never; skipped?: never; cut?: never };

export const PRODUCT_LIST_PATH = 'products';

const NOTHING_YET: ProductListData = { products: [], whole: false, skipped: 0 };

/**
 * GET /products as a stream (docs/decisions/036-a-shop-before-the-scripts.md): a long catalog's first
 * products, checked quietly, then the whole list once the browser is idle (the first screen paints first).
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
    if (part.kind === 'cut') {
      const products = await parseItems('product', ProductSchema, part.items);
      yield { products, whole: false, skipped: part.items.length - products.length, cut: true };
      continue;
    }
    if (handedOutFirst) await whenIdle(1000);
    const envelope = parseWhole(what, ProductListEnvelopeSchema, part.parse());
    const items = Array.isArray(envelope) ? envelope : envelope.products;
    const products = await parseItems('product', ProductSchema, items);
    yield { products, whole: true, skipped: items.length - products.length };
  }
}

/** The catalog, filled as the list streams in; a refetch keeps what is shown until the new list is whole. */
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
