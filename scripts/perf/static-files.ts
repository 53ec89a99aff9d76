/**
 * The pure rules of scripts/serve-dist.ts: which encoding to send, which file
 * answers a URL (with the SPA fallback), and how long browsers may cache it,
 * the way static hosting (Firebase Hosting, Netlify, a CDN) does.
 */
import { posix } from 'node:path';

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts: brotli, then gzip, else none. Honours q=0. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weight(name) > 0);
  return best.sort((a, b) => weight(b) - weight(a))[0] ?? null;
}

export type Resolution = { file: string } | { status: 400 | 404 };

/**
 * Maps a URL path to a file relative to the served folder. Unknown paths
 * without an extension are client routes (/productFilter) → index.html;
 * a missing /assets/x.js stays a 404 so a stale chunk fails loudly.
 */
export function resolveRequestPath(urlPath: string, hasFile: (file: string) => boolean): Resolution {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!);
  } catch {
    return { status: 400 };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { status: 400 };
  // Refuse traversal outright rather than normalising it away.
  if (decoded.split('/').includes('..')) return { status: 400 };
  const file = posix.normalize(decoded).replace(/^\/+/, '');
  if (file === '' || file === '.') return { file: 'index.html' };
  if (hasFile(file)) return { file };
  if (posix.extname(file) === '') return { file: 'index.html' };
  return { status: 404 };
}

/** Hashed build output may be cached forever; index.html must be revalidated on every visit. */
export function cacheControlFor(file: string): string {
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (file === 'index.html') return 'no-cache';
  return 'public, max-age=86400';
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export function contentTypeOf(file: string): string {
  return TYPES[posix.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Already-compressed formats (images, fonts) gain nothing from gzip/brotli. */
export function isCompressible(file: string): boolean {
  const type = contentTypeOf(file);
  return (
    type.startsWith('text/') || type.includes('json') || type.includes('svg') || type.includes('manifest')
  );
}
