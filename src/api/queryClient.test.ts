import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createQueryClient, retryUnlessRefused } from './queryClient';

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

describe('createQueryClient', () => {
  it('makes retryUnlessRefused every query’s retry policy', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(retryUnlessRefused);
  });

  it('applies it to a loader’s queryClient.query too: a 404 fails at once, without retries', async () => {
    const client = createQueryClient();
    let calls = 0;
    const answer = client.query({
      queryKey: ['missing'],
      queryFn: () => {
        calls += 1;
        return Promise.reject(status(404));
      },
    });
    await expect(answer).rejects.toThrow('failed');
    expect(calls).toBe(1);
  });
});
