/**
 * Where the app is hosted: Vite's base, '/' or a sub-path such as '/storefront/' (the demo as a
 * GitHub Pages project site, `--base /storefront/`). The code and the backend name pictures by
 * site-relative paths ('/images/…'), the router and the prerendered pages name routes by theirs
 * ('/productFilter'); these place them under the base and back.
 */
const BASE = import.meta.env.BASE_URL;

/**
 * A site-relative path ('/images/banners/banner1.svg') under the base ('/storefront/images/…');
 * anything else (an http(s) URL, `data:`, a protocol-relative `//host`) as it is.
 */
export function siteUrl(path: string, base: string = BASE): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return base.slice(0, -1) + path;
}

/**
 * The route of a URL path ('/storefront/productFilter/' → '/productFilter'), as the router and
 * data-prerendered name it; undefined outside the base. A trailing slash goes: GitHub Pages
 * redirects a folder's path to it.
 */
export function routePath(pathname: string, base: string = BASE): string | undefined {
  if (!pathname.startsWith(base)) return undefined;
  return pathname.slice(base.length - 1).replace(/(.)\/+$/, '$1');
}
