import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyScenario, getMockDb, mockFaults, server, TEST_API_URL } from '../../../mocks/node';
import { BIG_CATALOG_SIZE } from '../../../mocks/scenarios';
import { createQueryClient } from '../../api/queryClient';
import { expectCalls, failOnceThenTakeAWhile } from '../../test/calls';
import { testQueryClient } from '../../test/render';
import { streamedAnswer } from '../../test/streamedAnswer';
import { isWhole, useProductList, type ProductList } from './useProductList';

afterEach(() => vi.restoreAllMocks());

function renderList(client = testQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const seen: ProductList['status'][] = [];
  const hook = renderHook(
    () => {
      const list = useProductList();
      if (seen.at(-1) !== list.status) seen.push(list.status);
      return list;
    },
    { wrapper },
  );
  return { ...hook, seen };
}

describe('useProductList', () => {
  it('goes from loading to complete, with every product', async () => {
    const { result, seen } = renderList();
    await waitFor(() => expect(result.current.status).toBe('complete'));
    expect(seen).toEqual(['loading', 'complete']);
    expect(result.current.products).toHaveLength(getMockDb().products.length);
    expect(isWhole(result.current)).toBe(true);
  });

  it(
    'keeps what arrived of a 10,000-product list whose answer breaks off midway, first screen first',
    { timeout: 60_000 },
    async () => {
      applyScenario('big-catalog');
      mockFaults.set({ rules: [{ route: 'GET /products', cutAfterBytes: 2_000_000 }] });
      const { result, seen } = renderList();
      await waitFor(() => expect(result.current.status).toBe('cut'), { timeout: 50_000 });
      expect(seen).toEqual(['loading', 'first-screen', 'cut']);
      const { length } = result.current.products;
      expect(length).toBeGreaterThan(1000);
      expect(length).toBeLessThan(BIG_CATALOG_SIZE);
      expect(isWhole(result.current)).toBe(false);
    },
  );

  it('says how many items failed the contract: partly skipped, still a whole list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [first, second] = getMockDb().products;
    server.use(
      http.get(`${TEST_API_URL}/products`, () => HttpResponse.json([first, { ...second, price: 'free' }])),
    );
    const { result } = renderList();
    await waitFor(() => expect(result.current).toMatchObject({ status: 'partly-skipped', skipped: 1 }));
    expect(result.current.products.map((p) => p._id)).toEqual([first!._id]);
    expect(isWhole(result.current)).toBe(true);
  });

  it('fails with no products and recovers on retry', async () => {
    server.use(
      http.get(`${TEST_API_URL}/products`, () => HttpResponse.json({ error: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const { result } = renderList();
    await waitFor(() => expect(result.current.status).toBe('failed'));
    const failed = result.current as Extract<ProductList, { status: 'failed' }>;
    expect(failed.error.message).toBe(`load products: GET ${TEST_API_URL}/products → HTTP 500 "boom"`);
    expect(failed.products).toEqual([]);
    expect(isWhole(failed)).toBe(false);
    act(() => failed.retry());
    await waitFor(() => expect(result.current.status).toBe('complete'));
  });

  it('fails at the first failed attempt while the retry policy goes on, and fills in when a retry succeeds', async () => {
    const client = createQueryClient(); // the app's own policy, its retries soon
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 10 } });
    failOnceThenTakeAWhile('GET /products');
    const { result, seen } = renderList(client);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'failed', retrying: true }));
    await waitFor(() => expectCalls('GET /products').toHaveLength(2)); // the retry is under way behind the message
    expect(result.current.status).toBe('failed');
    await waitFor(() => expect(result.current.status).toBe('complete'));
    expect(seen).toEqual(['loading', 'failed', 'complete']);
    client.clear();
  });

  it('is no longer retrying once the retries are spent', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    server.use(
      http.get(`${TEST_API_URL}/products`, () => HttpResponse.json({ error: 'down' }, { status: 503 })),
    );
    const { result } = renderList(client);
    await waitFor(() => expect(result.current).toMatchObject({ status: 'failed', retrying: false }));
    client.clear();
  });

  it('shows a long list’s first products before the whole list', async () => {
    const products = Array.from({ length: 60 }, (_, i) => ({ ...getMockDb().products[0]!, _id: `p${i}` }));
    const text = JSON.stringify(products);
    const release = streamedAnswer(
      'products',
      text.slice(0, text.indexOf('"p50"')),
      text.slice(text.indexOf('"p50"')),
    );
    const { result, seen } = renderList();
    await waitFor(() => expect(result.current.status).toBe('first-screen'));
    expect(result.current.products).toHaveLength(48);
    expect(isWhole(result.current)).toBe(false);
    release();
    await waitFor(() => expect(result.current.status).toBe('complete'), { timeout: 5000 });
    expect(result.current.products).toHaveLength(60);
    expect(seen).toEqual(['loading', 'first-screen', 'complete']);
  });
});
