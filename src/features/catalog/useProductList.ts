import { useQuery } from '@tanstack/react-query';
import { firstProductsQuery, productsQuery } from '../../api/products';
import type { Product } from '../../contract';

const NO_PRODUCTS: Product[] = [];

/**
 * The catalog for a screen: the whole list, or its first products while a
 * long one is still on its way (docs/decisions/007-streamed-first-screen.md).
 * Everything that needs every product (counts, the price range, "nothing
 * matches") waits for `complete`. A failed load shows no products at all.
 */
export function useProductList() {
  const query = useQuery(productsQuery());
  const first = useQuery(firstProductsQuery());
  const products = query.isError ? NO_PRODUCTS : (query.data ?? first.data ?? NO_PRODUCTS);
  return { query, products, complete: query.isSuccess };
}
