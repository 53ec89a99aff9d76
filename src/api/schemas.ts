/**
 * The contract's zod schemas, loaded with the first backend call instead of
 * with the page (zod is a large share of the home page's budget). Callers start
 * the load in parallel with their request, so it costs no extra round trip.
 *
 * One module per resource: building zod schemas takes time as well as bytes
 * (the whole contract was one long task in the middle of the first screen), and
 * the first screens only need products and categories.
 */
export const productSchemas = () => import('../contract/product');
export const categorySchemas = () => import('../contract/category');
export const favoriteSchemas = () => import('../contract/favorite');
export const userSchemas = () => import('../contract/user');
