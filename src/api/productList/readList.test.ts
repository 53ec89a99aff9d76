import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, TEST_API_URL } from '../../../mocks/node';
import { send } from '../http';
import { readList, type ListPart } from './readList';
import { streamedAnswer } from '../../test/streamedAnswer';

/** GET products, read as a list that may be long; every part it yields. */
async function readParts(count: number, key = 'products'): Promise<ListPart[]> {
  const parts: ListPart[] = [];
  for await (const part of readList('load products', await send('load products', 'products'), { key, count }))
    parts.push(part);
  return parts;
}

/** The first items found when `text` streams in pieces of `size` characters. */
async function firstItems(text: string, count: number, size: number, key = 'products') {
  const pieces = Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
    text.slice(i * size, (i + 1) * size),
  );
  const encoder = new TextEncoder();
  server.use(
    http.get(`${TEST_API_URL}/products`, () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const piece of pieces) controller.enqueue(encoder.encode(piece));
          controller.close();
        },
      });
      return new HttpResponse(body, { headers: { 'content-length': String(300 * 1024) } });
    }),
  );
  const parts = await readParts(count, key);
  const first = parts.find((part) => part.kind === 'first');
  return first?.kind === 'first' ? first.items : null;
}

const products = [
  { _id: 'a', name: 'Rice [5kg]', tags: ['x', { y: '}' }] },
  { _id: 'b', name: 'Say "hi" \\ {ok}', n: 2 },
  { _id: 'c', name: 'Tea, green ৳', n: -1.5e3 },
];

describe('readList', () => {
  it('hands out a long list’s first items before the rest of the body is in, then the whole', async () => {
    const text = JSON.stringify({ products: Array.from({ length: 5 }, (_, i) => ({ _id: `p${i}` })) });
    const release = streamedAnswer('products', text.slice(0, 80), text.slice(80));
    const parts = readList('load products', await send('load products', 'products'), {
      key: 'products',
      count: 2,
    });
    const first = await parts.next();
    expect(first.value).toEqual({ kind: 'first', items: [{ _id: 'p0' }, { _id: 'p1' }] });
    release();
    const whole = (await parts.next()).value as ListPart;
    expect(whole.kind).toBe('whole');
    expect(whole.kind === 'whole' && whole.parse()).toEqual(JSON.parse(text));
    expect((await parts.next()).done).toBe(true);
  });

  it('finds the first items whatever the chunk boundaries, multi-byte characters included', async () => {
    const text = JSON.stringify(products, null, 2);
    for (const size of [1, 3, 7, 64, text.length])
      expect(await firstItems(text, 2, size)).toEqual(products.slice(0, 2));
  });

  it('finds the list under its key in an envelope, the key in any position', async () => {
    const text = JSON.stringify({
      total: 3,
      note: 'products',
      meta: { products: [1] },
      items: [9],
      products,
    });
    expect(await firstItems(text, 3, 5)).toEqual(products);
  });

  it('hands out nothing while the list holds fewer items than asked, or in other JSON', async () => {
    expect(await firstItems(JSON.stringify(products), 4, 10)).toBeNull();
    expect(await firstItems(JSON.stringify({ items: products }), 1, 10)).toBeNull();
    expect(await firstItems('{"error": "Not found"}', 1, 10)).toBeNull();
  });

  it('reads a short answer in one go and hands nothing out', async () => {
    server.use(http.get(`${TEST_API_URL}/products`, () => HttpResponse.json(products)));
    const parts = await readParts(2);
    expect(parts.map((part) => part.kind)).toEqual(['whole']);
    expect(parts[0]!.kind === 'whole' && parts[0]!.parse()).toEqual(products);
  });

  it('turns a body that breaks off into a network error, and bad JSON into an unexpected answer', async () => {
    const text = JSON.stringify(products);
    const release = streamedAnswer('products', text.slice(0, 30), 'BREAK');
    const broken = readParts(9);
    release();
    await expect(broken).rejects.toThrow(/^load products: no answer/);

    const releaseBad = streamedAnswer('products', '[{"_id": "a"}, ', '{oops');
    const bad = readParts(1);
    releaseBad();
    const parts = await bad;
    expect(parts.map((part) => part.kind)).toEqual(['first', 'whole']);
    const whole = parts[1]!;
    expect(() => whole.kind === 'whole' && whole.parse()).toThrow(/unexpected answer \(not JSON\)/);
  });

  it('hands out the items that arrived whole of a body that breaks off, however it was cut', async () => {
    for (const text of [JSON.stringify(products, null, 2), JSON.stringify({ total: 3, products })]) {
      const release = streamedAnswer('products', text.slice(0, text.search(/"_id": ?"c"/)), 'BREAK');
      const parts = readList('load products', await send('load products', 'products'), {
        key: 'products',
        count: 1,
      });
      expect((await parts.next()).value).toEqual({ kind: 'first', items: products.slice(0, 1) });
      release(); // once the first piece is read: an error discards what is still queued
      expect((await parts.next()).value).toEqual({ kind: 'cut', items: products.slice(0, 2) });
      expect((await parts.next()).done).toBe(true);
    }
  });
});
