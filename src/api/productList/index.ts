/**
 * The product list, in one place: GET /products as one query whose data fills in as a long
 * catalog streams (its first products, then the whole list; docs/decisions/036). Screens read
 * it through src/features/catalog/useProductList.ts.
 */
export { PRODUCT_LIST_PATH, productListQuery, type ProductListData } from './queries';
