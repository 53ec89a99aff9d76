import type { Product } from '../../contract';

/** docs/product.md §9: the home grid shows at most 12 products. */
export const HOME_PRODUCT_LIMIT = 12;
/** Best sellers are the products at exactly 50 % off, at most 6. */
export const BEST_SELLER_DISCOUNT = 50;
export const BEST_SELLER_LIMIT = 6;

/** The first products of the list, for the Category Products grid. */
export function homeProducts(products: readonly Product[]): Product[] {
  return products.slice(0, HOME_PRODUCT_LIMIT);
}

export function bestSellers(products: readonly Product[]): Product[] {
  return products.filter((product) => product.discount === BEST_SELLER_DISCOUNT).slice(0, BEST_SELLER_LIMIT);
}

/** The products home's first screen shows, in list order: what its HTML carries (src/app/routes.tsx). */
export function homeFirstScreen(products: readonly Product[]): Product[] {
  const shown = new Set([...homeProducts(products), ...bestSellers(products)]);
  return products.filter((product) => shown.has(product));
}
