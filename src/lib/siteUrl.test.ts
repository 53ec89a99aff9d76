import { describe, expect, it } from 'vitest';
import { routePath, siteUrl } from './siteUrl';

describe('siteUrl', () => {
  it('leaves a site-relative path as it is at the root', () => {
    expect(siteUrl('/images/banners/banner1.svg', '/')).toBe('/images/banners/banner1.svg');
    expect(siteUrl('/images/avatar-default.svg')).toBe('/images/avatar-default.svg');
  });

  it('puts a site-relative path under a sub-path base', () => {
    expect(siteUrl('/images/products/fruit.webp', '/storefront/')).toBe(
      '/storefront/images/products/fruit.webp',
    );
  });

  it('passes absolute and protocol-relative URLs, data: and relative paths unchanged', () => {
    for (const url of [
      'https://cdn.example.com/a.webp',
      'http://127.0.0.1:3001/images/a.webp',
      '//cdn.example.com/a.webp',
      'data:image/svg+xml,<svg/>',
      'images/a.webp',
      '',
    ])
      expect(siteUrl(url, '/storefront/')).toBe(url);
  });
});

describe('routePath', () => {
  it('is the URL path at the root', () => {
    expect(routePath('/productFilter', '/')).toBe('/productFilter');
    expect(routePath('/', '/')).toBe('/');
    expect(routePath('/productFilter')).toBe('/productFilter');
  });

  it('drops a sub-path base, and is undefined for a path outside it', () => {
    expect(routePath('/storefront/productFilter', '/storefront/')).toBe('/productFilter');
    expect(routePath('/storefront/', '/storefront/')).toBe('/');
    expect(routePath('/storefront', '/storefront/')).toBeUndefined();
    expect(routePath('/storefrontx/a', '/storefront/')).toBeUndefined();
    expect(routePath('/productFilter', '/storefront/')).toBeUndefined();
  });

  it("drops a trailing slash (GitHub Pages redirects a folder's path to it)", () => {
    expect(routePath('/storefront/productFilter/', '/storefront/')).toBe('/productFilter');
    expect(routePath('/productFilter/', '/')).toBe('/productFilter');
  });
});
