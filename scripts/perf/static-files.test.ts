import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  chooseEncoding,
  contentTypeOf,
  isCompressible,
  resolveRequestPath,
} from './static-files';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, then nothing', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('honours q-values, q=0 and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0')).toBeNull();
  });
});

describe('resolveRequestPath', () => {
  const files = new Set(['index.html', 'assets/index-abc.js', 'images/a b.svg']);
  const has = (file: string) => files.has(file);

  it('serves files, and index.html for / and client routes', () => {
    expect(resolveRequestPath('/assets/index-abc.js?v=1', has)).toEqual({ file: 'assets/index-abc.js' });
    expect(resolveRequestPath('/images/a%20b.svg', has)).toEqual({ file: 'images/a b.svg' });
    expect(resolveRequestPath('/', has)).toEqual({ file: 'index.html' });
    expect(resolveRequestPath('/productFilter?category=Bakery', has)).toEqual({ file: 'index.html' });
    expect(resolveRequestPath('/detail/p-1', has)).toEqual({ file: 'index.html' });
  });

  it('answers 404 for a missing file with an extension (a stale chunk must not get HTML)', () => {
    expect(resolveRequestPath('/assets/old-123.js', has)).toEqual({ status: 404 });
  });

  it('refuses path traversal, encoded or not, and malformed paths', () => {
    expect(resolveRequestPath('/../etc/passwd', has)).toEqual({ status: 400 });
    expect(resolveRequestPath('/assets/%2e%2e/%2e%2e/etc/passwd', has)).toEqual({ status: 400 });
    expect(resolveRequestPath('/..%2fpackage.json', has)).toEqual({ status: 400 });
    expect(resolveRequestPath('/a%5c..%5cb', has)).toEqual({ status: 400 });
    expect(resolveRequestPath('/index.html%00.js', has)).toEqual({ status: 400 });
    expect(resolveRequestPath('/%E0%A4%A', has)).toEqual({ status: 400 });
  });
});

describe('headers', () => {
  it('caches hashed assets for a year and revalidates index.html', () => {
    expect(cacheControlFor('assets/index-abc.js')).toContain('immutable');
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('images/a.svg')).toBe('public, max-age=86400');
  });

  it('types and compresses text, not images', () => {
    expect(contentTypeOf('assets/x.js')).toBe('text/javascript; charset=utf-8');
    expect(isCompressible('images/a.svg')).toBe(true);
    expect(isCompressible('images/a.png')).toBe(false);
  });
});
