import { describe, expect, it } from 'vitest';
import { ApiError, failureOf, networkError } from './errors';

const status = (code: number) => new ApiError('x', 'status', code);
const timeout = Object.assign(new Error('Request timed out: GET http://api.test/products'), {
  name: 'TimeoutError',
});

describe('failureOf', () => {
  it('sorts answers by what they mean to a shopper', () => {
    expect(failureOf(status(503), true)).toBe('down');
    expect(failureOf(status(500), true)).toBe('down');
    expect(failureOf(status(404), true)).toBe('notFound');
    expect(failureOf(status(400), true)).toBe('refused');
    expect(failureOf(new ApiError('x', 'invalid-response'), true)).toBe('badData');
  });

  it('tells a shop that does not answer from a shopper who is offline', () => {
    const noAnswer = networkError('load products', new TypeError('Failed to fetch'));
    expect(failureOf(noAnswer, true)).toBe('down');
    expect(failureOf(noAnswer, false)).toBe('offline');
    expect(failureOf(networkError('load products', timeout), true)).toBe('slow');
    expect(failureOf(networkError('load products', timeout), false)).toBe('offline');
  });

  it('calls anything else a general failure, or offline when the browser is', () => {
    expect(failureOf(new Error('chunk failed'), true)).toBe('other');
    expect(failureOf(new Error('chunk failed'), false)).toBe('offline');
  });
});

describe('networkError', () => {
  it("marks ky's TimeoutError as a timeout and keeps its cause", () => {
    const error = networkError('load products', timeout, { method: 'GET', url: 'http://api.test/products' });
    expect(error.kind).toBe('timeout');
    expect(error.cause).toBe(timeout);
    expect(error.message).toBe(
      'load products: GET http://api.test/products → timed out (Request timed out: GET http://api.test/products)',
    );
  });
});
