import type { Product } from '../../contract';

export const RELATED_LIMIT = 4;

/** Products of the same category, without the product itself (docs/product.md §2). */
export function relatedProducts(all: readonly Product[], product: Product, limit = RELATED_LIMIT): Product[] {
  return all
    .filter((other) => other.category === product.category && other._id !== product._id)
    .slice(0, limit);
}
