import { gzipSync } from 'node:zlib';

export interface Encoded {
  json: Buffer;
  gzip: Buffer;
}

/**
 * JSON and gzip bytes per body object. The catalog lists (products,
 * categories) never change through the contract and a reset replaces them
 * with new arrays, so the object itself is a safe key. Without this a
 * 10,000-product GET re-serialises and re-compresses ~8 MB on every request.
 */
export function createEncodedCache() {
  const cache = new WeakMap<object, Encoded>();
  return (body: object): Encoded => {
    let encoded = cache.get(body);
    if (!encoded) {
      const json = Buffer.from(JSON.stringify(body));
      encoded = { json, gzip: gzipSync(json, { level: 6 }) };
      cache.set(body, encoded);
    }
    return encoded;
  };
}
