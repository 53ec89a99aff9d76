/**
 * `tsx scripts/serveStatic.ts DIR PORT [BASE]`: serves a built folder as a plain static host does
 * (scripts/staticFiles.ts), for the demo's Playwright project (playwright.demo.config.ts): the
 * demo must work where nothing of ours runs, so nothing here knows the app.
 */
import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { contentType, resolveStaticFile } from './staticFiles';

const [dir = 'dist-demo', port = '4480', base = '/'] = process.argv.slice(2);
const root = resolve(dir);

createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
  const { file, status } = resolveStaticFile(
    root,
    base,
    new URL(req.url ?? '/', 'http://host.invalid').pathname,
  );
  if (!file) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  res.writeHead(status, { 'Content-Type': contentType(file), 'Cache-Control': 'no-cache' });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).pipe(res);
}).listen(Number(port), '127.0.0.1', () => console.info(`http://127.0.0.1:${port}${base} serves ${root}`));
