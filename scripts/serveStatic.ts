/**
 * `tsx scripts/serveStatic.ts DIR PORT [BASE] [--gzip] [--headers FIREBASE_JSON]`: a built folder served
 * as a plain static host does, for the demo's Playwright project: nothing here knows the app.
 * `--gzip`: as GitHub Pages and CDNs send text. `--headers firebase.demo.json`: its `source: "**"`
 * headers (the CSP) on every file, so the demo's tests fail on anything the policy refuses.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { parseFlags, refuse } from './flags';
import { staticHost } from './staticFiles';

const command = {
  name: 'serveStatic',
  usage: 'usage: tsx scripts/serveStatic.ts DIR PORT [BASE] [--gzip] [--headers FIREBASE_JSON]',
};
const parsed = parseFlags(command, {
  allowPositionals: true,
  options: { gzip: { type: 'boolean', default: false }, headers: { type: 'string' } },
});
const { gzip, headers: headersFile } = parsed.values;
const [dir = 'dist-demo', port = '4480', base = '/'] = parsed.positionals;
if (!/^\d+$/.test(port) || Number(port) > 65535) refuse(command, `'${port}' is not a port.`);
function headersForEveryFile(file: string): Record<string, string> {
  const config = JSON.parse(readFileSync(file, 'utf8')) as {
    hosting?: { headers?: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const groups = (config.hosting?.headers ?? []).filter((group) => group.source === '**');
  return Object.fromEntries(groups.flatMap((group) => group.headers.map(({ key, value }) => [key, value])));
}
const root = resolve(dir);
const headers = headersFile ? headersForEveryFile(headersFile) : {};

createServer(staticHost(root, { base, gzip, headers })).listen(Number(port), '127.0.0.1', () =>
  console.info(
    `http://127.0.0.1:${port}${base} serves ${root}${gzip ? ', gzipped' : ''}${headersFile ? `, with the headers of ${headersFile}` : ''}`,
  ),
);
