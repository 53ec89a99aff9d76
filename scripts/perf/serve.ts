/**
 * `npm run perf:serve -- before=../before/dist@5101 after=dist@5102`: built folders served as Firebase
 * Hosting does (superstatic, gzip) for `npm run perf:phone`, sharing one stub (`npm run stub`).
 * `--config FILE` before targets: another checkout's firebase.json (its inline script's CSP hash).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import superstatic from 'superstatic/lib/superstatic.js';

const hostingOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')).hosting;

/** `name=folder@port` */
export function parseTarget(text: string): { name: string; folder: string; port: number } {
  const match = /^([\w-]+)=(.+)@(\d+)$/.exec(text);
  if (!match) throw new Error(`'${text}' is not name=folder@port`);
  return { name: match[1]!, folder: resolve(match[2]!), port: Number(match[3]) };
}

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('Usage: npm run perf:serve -- [--config firebase.json] name=folder@port [...]');
  process.exit(2);
}
let hosting = hostingOf('firebase.json');
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--config') {
    hosting = hostingOf(args[++i]!);
    continue;
  }
  const { name, folder, port } = parseTarget(args[i]!);
  const host = superstatic({ config: { ...hosting, public: '.' }, cwd: folder, compression: true });
  createServer((req, res) => host(req, res, () => res.writeHead(404).end())).listen(port, '127.0.0.1', () =>
    console.info(`${name}: http://127.0.0.1:${port} serves ${folder}`),
  );
}
