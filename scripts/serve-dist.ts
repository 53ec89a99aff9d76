/**
 * A static server for a built app that behaves like real hosting: brotli or
 * gzip by Accept-Encoding (compressed once at start), long cache for hashed
 * /assets, no-cache for index.html, SPA fallback. `vite preview` does not
 * compress, so Lighthouse would score it lower than production.
 *
 *   tsx scripts/serve-dist.ts --dir dist --port 4400
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  cacheControlFor,
  chooseEncoding,
  contentTypeOf,
  isCompressible,
  resolveRequestPath,
  type Encoding,
} from './perf/static-files';

interface ServedFile {
  raw: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  etag: string;
}

/** Reads and compresses every file once: requests then only copy bytes. */
export function loadDir(dir: string): Map<string, ServedFile> {
  const files = new Map<string, ServedFile>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const file = relative(dir, path).split(sep).join('/');
    const raw = readFileSync(path);
    const encoded: ServedFile['encoded'] = {};
    if (isCompressible(file) && raw.length > 256) {
      encoded.br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      encoded.gzip = gzipSync(raw, { level: 9 });
    }
    const etag = `"${createHash('sha1').update(raw).digest('base64url').slice(0, 16)}"`;
    files.set(file, { raw, encoded, etag });
  }
  return files;
}

export function createDistServer(dir: string): Server {
  const files = loadDir(resolve(dir));
  if (!files.has('index.html')) throw new Error(`${dir} has no index.html: build the app first`);
  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const found = resolveRequestPath(req.url ?? '/', (file) => files.has(file));
    if ('status' in found) {
      res
        .writeHead(found.status, { 'content-type': 'text/plain' })
        .end(found.status === 404 ? 'Not found' : 'Bad request');
      return;
    }
    const served = files.get(found.file)!;
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const body = (encoding && served.encoded[encoding]) || served.raw;
    const headers: Record<string, string> = {
      'content-type': contentTypeOf(found.file),
      'cache-control': cacheControlFor(found.file),
      etag: served.etag,
      vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === served.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    if (body !== served.raw) headers['content-encoding'] = encoding!;
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : body);
  });
}

/** Listens on 127.0.0.1 and resolves once the port is bound. */
export function serveDist(dir: string, port: number): Promise<Server> {
  const server = createDistServer(dir);
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string', default: '4400' } },
  });
  const server = await serveDist(values.dir, Number(values.port));
  console.info(
    `[serve-dist] ${resolve(values.dir)} on http://127.0.0.1:${values.port} (brotli/gzip, SPA fallback)`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => server.close(() => process.exit(0)));
}
