import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { isNotFound, productDetailQuery } from './detailQuery';

const status = (code: number) => new ApiError('failed', 'status', code);

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
