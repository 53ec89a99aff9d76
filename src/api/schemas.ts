/**
 * The contract's schemas, loaded alongside the first call that needs them, not with the page; one
 * module per resource, since building schemas takes time too and first screens need only two.
 */
export const productSchemas = () => import('../contract/product');
export const categorySchemas = () => import('../contract/category');
export const favoriteSchemas = () => import('../contract/favorite');
export const userSchemas = () => import('../contract/user');
