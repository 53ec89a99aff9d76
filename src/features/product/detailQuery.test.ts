import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { isNotFound, productDetailQuery, retryUnlessRefused } from './detailQuery';

const status = (code: number) => new ApiError('failed', 'status', code);

describe('retryUnlessRefused', () => {
  it('retries network and server errors up to 3 times', () => {
    expect(retryUnlessRefused(0, new ApiError('offline', 'network'))).toBe(true);
    expect(retryUnlessRefused(2, status(503))).toBe(true);
    expect(retryUnlessRefused(3, status(503))).toBe(false);
  });

  it('never retries a request the backend refused', () => {
    expect(retryUnlessRefused(0, status(404))).toBe(false);
    expect(retryUnlessRefused(0, status(400))).toBe(false);
  });
});

describe('isNotFound', () => {
  it('is true only for a 404 ApiError', () => {
    expect(isNotFound(status(404))).toBe(true);
    expect(isNotFound(status(500))).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
  });
});

describe('productDetailQuery', () => {
  it('shares the products module key', () => {
    expect(productDetailQuery('p1').queryKey).toEqual(['products', 'p1']);
  });
});
