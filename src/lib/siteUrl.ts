/** Vite's base: '/' or a sub-path ('/storefront/', the demo on GitHub Pages) that site paths go under. */
const BASE = import.meta.env.BASE_URL;

/** A site-relative path ('/images/…') under the base; anything else (a URL, `data:`, `//host`) as it is. */
export function siteUrl(path: string, base: string = BASE): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return base.slice(0, -1) + path;
}

/**
 * The route of a URL path ('/storefront/productFilter/' → '/productFilter'); undefined outside the
 * base. A trailing slash goes: GitHub Pages redirects a folder's path to it.
 */
export function routePath(pathname: string, base: string = BASE): string | undefined {
  if (!pathname.startsWith(base)) return undefined;
  return pathname.slice(base.length - 1).replace(/(.)\/+$/, '$1');
}
