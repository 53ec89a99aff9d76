/** GET /products as one query, filled as a long catalog streams (docs/decisions/036). */
export { PRODUCT_LIST_PATH, productListQuery, type ProductListData } from './queries';
