import { ApiError } from '../../api/errors';
import { productQuery } from '../../api/products';

/** A 404 from GET products/{id}: the product does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The product query (same key and fetcher as the products module; retries
 * follow the query client's one policy). The route's loader has already tried
 * it: a failure it left in the cache is shown, not fetched again on mount.
 */
export function productDetailQuery(id: string) {
  return { ...productQuery(id), retryOnMount: false };
}
