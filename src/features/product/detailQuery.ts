import { ApiError } from '../../api/errors';
import { productQuery } from '../../api/products';

/** A 404 from GET products/{id}: the product does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The product query; a failure the route's loader left in the cache is shown, not refetched on mount. */
export function productDetailQuery(id: string) {
  return { ...productQuery(id), retryOnMount: false };
}
