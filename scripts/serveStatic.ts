/**
 * `tsx scripts/serveStatic.ts DIR PORT [BASE] [--gzip] [--headers FIREBASE_JSON]`: serves a built
 * folder as a plain static host does (scripts/staticFiles.ts), for the demo's Playwright project
 * (playwright.demo.config.ts): the demo must work where nothing of ours runs, so nothing here knows
 * the app. `--gzip`: text files gzipped for a client that accepts it, as GitHub Pages and buckets
 * behind a CDN send them (for measuring the demo's first visit: docs/performance.md).
 * `--headers firebase.demo.json`: every file with the headers that config sends with every file
 * (`source: "**"`: its CSP and the rest), as Firebase Hosting would: the demo's tests then fail
 * on anything the policy refuses (a refusal is a console error).
 */
import { createReadStream, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { createGzip } from 'node:zlib';
import { contentType, resolveStaticFile } from './staticFiles';

const args = process.argv.slice(2);
const gzip = args.includes('--gzip');
const headersAt = args.indexOf('--headers');
const headersFile = headersAt === -1 ? undefined : args[headersAt + 1];
const [dir = 'dist-demo', port = '4480', base = '/'] = args.filter(
  // Without --headers (headersAt -1), `headersAt + 1` would drop the folder, the first argument.
  (arg, i) => arg !== '--gzip' && (headersAt === -1 || (i !== headersAt && i !== headersAt + 1)),
);
if (headersAt !== -1 && !headersFile) {
  console.error('--headers needs a Firebase Hosting config, e.g. --headers firebase.demo.json');
  process.exit(1);
}
if (!/^\d+$/.test(port) || Number(port) > 65535) {
  console.error(
    `serveStatic: '${port}' is not a port. Usage: tsx scripts/serveStatic.ts DIR PORT [BASE] [--gzip] [--headers FIREBASE_JSON]`,
  );
  process.exit(2);
}
/** The headers a Firebase Hosting config sends with every file. */
function headersForEveryFile(file: string): Record<string, string> {
  const config = JSON.parse(readFileSync(file, 'utf8')) as {
    hosting?: { headers?: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const groups = (config.hosting?.headers ?? []).filter((group) => group.source === '**');
  return Object.fromEntries(groups.flatMap((group) => group.headers.map(({ key, value }) => [key, value])));
}
const siteHeaders = headersFile ? headersForEveryFile(headersFile) : {};
const root = resolve(dir);
/** What a host compresses: text, not pictures and fonts that are compressed already. */
const TEXT = /^(text\/|application\/json|image\/svg\+xml)/;

createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
  const { file, status } = resolveStaticFile(
    root,
    base,
    new URL(req.url ?? '/', 'http://host.invalid').pathname,
  );
  if (!file) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  const type = contentType(file);
  const gzipped = gzip && TEXT.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  res.writeHead(status, {
    ...siteHeaders,
    'Content-Type': type,
    'Cache-Control': 'no-cache',
    ...(gzip && { Vary: 'Accept-Encoding' }),
    ...(gzipped && { 'Content-Encoding': 'gzip' }),
  });
  if (req.method === 'HEAD') return void res.end();
  const body = createReadStream(file);
  if (gzipped) body.pipe(createGzip()).pipe(res);
  else body.pipe(res);
}).listen(Number(port), '127.0.0.1', () =>
  console.info(
    `http://127.0.0.1:${port}${base} serves ${root}${gzip ? ', gzipped' : ''}${headersFile ? `, with the headers of ${headersFile}` : ''}`,
  ),
);
