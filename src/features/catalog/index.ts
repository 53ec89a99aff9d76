// The catalog feature's public entry: the only file other features may import (eslint.config.js).
export { ProductCard } from './ProductCard';
/** The product list and the categories as every screen reads them. */
export { isWhole, useProductList, type ProductList } from './useProductList';
export { useCategories } from './useCategories';
/** A page's first screen, as its route's loader gives it (the build's HTML, then the backend's). */
export { FILTER_FIRST_SCREEN, firstProducts, firstScreen, type FirstScreen } from './firstScreen';
