/**
 * Loading the product list, in one place: a long catalog streams its first
 * products to the first screen, which renders before the rest is parsed and
 * checked (docs/decisions/007-streamed-first-screen.md). Screens use only this:
 */
export { isWhole, useProductList, type ProductList } from './useProductList';
/** For the router to start the load with the page. */
export { productListQuery } from './queries';
/** A page with products on screen says so; the rest of a long list waits for it. */
export { useFirstProductsShown } from './firstScreen';
/** A long grid's first screen renders first, the rest in batches after it. */
export { useFirstScreenFirst } from './useFirstScreenFirst';
