/**
 * `npm run perf:serve -- before=../before/dist@5101 after=dist@5102`: serves built folders the way
 * Firebase Hosting does (superstatic, which the Hosting emulator runs, with firebase.json's
 * `hosting`: the page variants by cookie, the shell rewrite, the CSP), with gzip, for
 * `npm run perf:phone` to compare them side by side. Lighter than one `npm run demo` per build:
 * the builds share one stub (`npm run stub`) and need no emulator for the public pages.
 * Ctrl-C stops them.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import superstatic from 'superstatic/lib/superstatic.js';

const hosting = JSON.parse(readFileSync('firebase.json', 'utf8')).hosting;

/** `name=folder@port` */
export function parseTarget(text: string): { name: string; folder: string; port: number } {
  const match = /^([\w-]+)=(.+)@(\d+)$/.exec(text);
  if (!match) throw new Error(`'${text}' is not name=folder@port`);
  return { name: match[1]!, folder: resolve(match[2]!), port: Number(match[3]) };
}

const targets = process.argv.slice(2).map(parseTarget);
if (targets.length === 0) {
  console.error('Usage: npm run perf:serve -- name=folder@port [name=folder@port ...]');
  process.exit(2);
}
for (const { name, folder, port } of targets) {
  const host = superstatic({ config: { ...hosting, public: '.' }, cwd: folder, compression: true });
  createServer((req, res) => host(req, res, () => res.writeHead(404).end())).listen(port, '127.0.0.1', () =>
    console.info(`${name}: http://127.0.0.1:${port} serves ${folder}`),
  );
}
