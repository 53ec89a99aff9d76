import { ApiError } from '../../api/errors';
import { productQuery } from '../../api/products';

/** A 404 from GET products/{id}: the product does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Retry network and server failures (spec: 3 times), never a request the backend refused. */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status !== undefined && error.status < 500;
  return !refused && failureCount < 3;
}

/**
 * The product query (same key and fetcher as the products module) with a retry
 * rule that gives up at once on an unknown id instead of retrying a 404.
 */
export function productDetailQuery(id: string) {
  return { ...productQuery(id), retry: retryUnlessRefused, retryOnMount: false };
}
