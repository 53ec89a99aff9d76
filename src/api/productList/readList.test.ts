import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, TEST_API_URL } from '../../../mocks/node';
import { send } from '../http';
import { readList, type FirstItems } from './readList';
import { streamedAnswer } from '../../test/streamedAnswer';

const items = Array.from({ length: 5 }, (_, i) => ({ _id: `p${i}`, name: `Product ${i}` }));
const text = JSON.stringify({ products: items });

/** GET products, read as a list that may be long. */
const requestList = async (what: string, path: string, first: FirstItems) => readList(what, await send(what, path), first);

describe('readList', () => {
  it('hands out a long list’s first items before the rest of the body is in', async () => {
    const release = streamedAnswer('products', text.slice(0, 80), text.slice(80));
    const onFirst = vi.fn();
    const body = requestList('load products', 'products', { key: 'products', count: 2, onFirst });
    await vi.waitFor(() => expect(onFirst).toHaveBeenCalledWith(items.slice(0, 2)));
    release();
    const result = await body;
    expect(result.handedOutFirst).toBe(true);
    expect(result.parse()).toEqual({ products: items });
    expect(onFirst).toHaveBeenCalledTimes(1);
  });

  it('reads a short answer in one go and hands nothing out', async () => {
    server.use(http.get(`${TEST_API_URL}/products`, () => HttpResponse.json(items)));
    const onFirst = vi.fn();
    const result = await requestList('load products', 'products', { key: 'products', count: 2, onFirst });
    expect(result).toMatchObject({ handedOutFirst: false });
    expect(result.parse()).toEqual(items);
    expect(onFirst).not.toHaveBeenCalled();
  });

  it('turns a body that breaks off into a network error, and bad JSON into an unexpected answer', async () => {
    const release = streamedAnswer('products', text.slice(0, 80), 'BREAK');
    const broken = requestList('load products', 'products', { key: 'products', count: 9, onFirst: vi.fn() });
    release();
    await expect(broken).rejects.toThrow(
      /^load products: no answer/,
    );

    const releaseBad = streamedAnswer('products', '[{"_id": "a"}, ', '{oops');
    const bad = requestList('load products', 'products', { key: 'products', count: 1, onFirst: vi.fn() });
    releaseBad();
    const result = await bad;
    expect(() => result.parse()).toThrow(/unexpected answer \(not JSON\)/);
  });
});
