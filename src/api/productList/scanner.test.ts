import { describe, expect, it } from 'vitest';
import { ListPrefixScanner } from './scanner';

/** Feeds `text` in pieces of `size` characters; the items once found, else null. */
function scan(text: string, want: number, size = text.length, key = 'products') {
  const scanner = new ListPrefixScanner(key, want);
  for (let at = 0; at < text.length; at += size) {
    const items = scanner.feed(text.slice(at, at + size));
    if (items) return items.map((item) => JSON.parse(item) as unknown);
  }
  return null;
}

const products = [
  { _id: 'a', name: 'Rice [5kg]', tags: ['x', { y: '}' }] },
  { _id: 'b', name: 'Say "hi" \\ {ok}', n: 2 },
  { _id: 'c', name: 'Tea, green', n: -1.5e3 },
];

describe('ListPrefixScanner', () => {
  it('finds the first items of a top-level array, whatever the chunk boundaries', () => {
    const text = JSON.stringify(products, null, 2);
    for (const size of [1, 2, 3, 7, 64, text.length])
      expect(scan(text, 2, size)).toEqual(products.slice(0, 2));
  });

  it('finds the list under its key in an envelope, the key in any position', () => {
    const text = JSON.stringify({ total: 3, note: 'products', meta: { products: [1] }, products });
    for (const size of [1, 5, text.length]) expect(scan(text, 3, size)).toEqual(products);
  });

  it('takes strings, numbers and nulls as items too (the check decides what is valid)', () => {
    expect(scan('[ "a,]", 12 , null, {"b": []} ]', 4)).toEqual(['a,]', 12, null, { b: [] }]);
  });

  it('returns nothing while the list holds fewer items than asked', () => {
    expect(scan(JSON.stringify(products), 4)).toBeNull();
    expect(scan(JSON.stringify(products).slice(0, 40), 1)).toBeNull(); // the first item is cut
  });

  it('finds no list in other JSON', () => {
    expect(scan(JSON.stringify({ items: products }), 1)).toBeNull();
    expect(scan('{"error": "Not found"}', 1)).toBeNull();
  });
});
