import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';
import { createGzip } from 'node:zlib';

/**
 * What a plain static host (GitHub Pages, a bucket) answers for a path, with no rewrite or redirect: the
 * file, else the folder's index.html, else 404.html with status 404. `base`: the mount (`/storefront/`).
 */
export function resolveStaticFile(
  root: string,
  base: string,
  urlPath: string,
): { file: string | undefined; status: 200 | 404 } {
  const notFound = {
    file: isFile(join(root, '404.html')) ? join(root, '404.html') : undefined,
    status: 404 as const,
  };
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return notFound;
  }
  const mount = base.endsWith('/') ? base : `${base}/`;
  if (!`${path}/`.startsWith(mount)) return notFound;
  const inside = normalize(path.slice(mount.length));
  if (inside.startsWith('..') || inside.includes(`${sep}..${sep}`)) return notFound;
  const candidate = join(root, inside);
  if (isFile(candidate)) return { file: candidate, status: 200 };
  if (isFile(join(candidate, 'index.html'))) return { file: join(candidate, 'index.html'), status: 200 };
  return notFound;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const contentType = (file: string) => TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

/** What a host compresses: text, not pictures and fonts that are compressed already. */
const TEXT = /^(text\/|application\/json|image\/svg\+xml)/;

/**
 * What a host should tell the browser to keep (as firebase.json does): a file under `assets/` is named by
 * its content's hash, so kept a year unasked; anything else (a page names the scripts) asked again each time.
 */
export function cacheControl(root: string, file: string): string {
  return relative(root, file).startsWith(`assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Serves `root` at `base` as a plain static host, with `headers`; `gzip`: text gzipped if accepted. */
export function staticHost(
  root: string,
  {
    base = '/',
    gzip = false,
    headers = {},
  }: { base?: string; gzip?: boolean; headers?: Record<string, string> },
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
    const { pathname } = new URL(req.url ?? '/', 'http://host.invalid');
    const { file, status } = resolveStaticFile(root, base, pathname);
    if (!file) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    const type = contentType(file);
    const gzipped = gzip && TEXT.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(status, {
      ...headers,
      'Content-Type': type,
      'Cache-Control': cacheControl(root, file),
      ...(gzip && { Vary: 'Accept-Encoding' }),
      ...(gzipped && { 'Content-Encoding': 'gzip' }),
    });
    if (req.method === 'HEAD') return void res.end();
    const body = createReadStream(file);
    (gzipped ? body.pipe(createGzip()) : body).pipe(res);
  };
}
