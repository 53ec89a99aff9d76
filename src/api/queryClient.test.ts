import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createQueryClient, failureSoFar, retryNow, retryUnlessRefused } from './queryClient';

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

describe('failureSoFar', () => {
  const down = status(503);
  const progress = {
    status: 'pending',
    fetchStatus: 'fetching',
    error: null,
    failureCount: 0,
    failureReason: null,
    isFetched: false,
  } as const;

  it('is nothing while the first attempt is under way', () => {
    expect(failureSoFar(progress)).toBeUndefined();
  });

  it('is the first failure while the policy tries again behind it', () => {
    expect(failureSoFar({ ...progress, failureCount: 1, failureReason: down })).toEqual({
      error: down,
      retrying: true,
    });
  });

  it('is the last failure, no longer retrying, once the retries are spent', () => {
    expect(
      failureSoFar({
        status: 'error',
        fetchStatus: 'idle',
        error: down,
        failureCount: 4,
        failureReason: down,
        isFetched: true,
      }),
    ).toEqual({ error: down, retrying: false });
  });

  it("is nothing while a query that has the backend's data retries a refetch: what it shows stays", () => {
    const refetching = { ...progress, status: 'success', failureCount: 1, failureReason: down } as const;
    expect(failureSoFar({ ...refetching, isFetched: true })).toBeUndefined();
    // The build's copy (never fetched) is no answer: the failure shows over it at once.
    expect(failureSoFar(refetching)).toEqual({ error: down, retrying: true });
  });
});

describe('retryNow', () => {
  it('starts a new attempt at once, instead of waiting for the pending retry', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 60_000 } });
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['list'],
      queryFn: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(status(503)) : Promise.resolve('products');
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().failureCount).toBe(1));
    expect(observer.getCurrentResult().fetchStatus).toBe('fetching'); // its retry waits a minute

    await retryNow(client, ['list']);
    expect(calls).toBe(2);
    expect(observer.getCurrentResult().data).toBe('products');
    unsubscribe();
    client.clear();
  });
});
