// The catalog feature's public entry: the only file other features may import (eslint.config.js).
export { ProductCard } from './ProductCard';
export { ListCut } from './ListCut';
/** The product list and the categories as every screen reads them. */
export { isWhole, useProductList, type ProductList } from './useProductList';
export { useCategories } from './useCategories';
/** The filter grid's first screen, as the build writes it into the HTML. */
export { FILTER_FIRST_SCREEN } from './gridRows';
