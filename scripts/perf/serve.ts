/**
 * `npm run perf:serve -- before=../before/dist@5101 after=dist@5102`: built folders served as Firebase
 * Hosting does (superstatic, gzip) for `npm run perf:phone`, sharing one stub (`npm run stub`).
 * `--config FILE` before targets: another checkout's firebase.json (its inline script's CSP hash).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import superstatic from 'superstatic/lib/superstatic.js';
import { parseFlags, refuse } from '../flags';

const hostingOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')).hosting;

/** `name=folder@port` */
export function parseTarget(text: string): { name: string; folder: string; port: number } {
  const match = /^([\w-]+)=(.+)@(\d+)$/.exec(text);
  if (!match) throw new Error(`'${text}' is not name=folder@port`);
  return { name: match[1]!, folder: resolve(match[2]!), port: Number(match[3]) };
}

const command = {
  name: 'npm run perf:serve',
  usage: 'usage: npm run perf:serve -- [--config firebase.json] name=folder@port [...]',
};
// In order, not parseFlags: a --config applies to the targets after it.
const args = process.argv.slice(2);
if (args.length === 0) refuse(command, 'name at least one target.');
if (args.includes('--help')) parseFlags(command, {}, ['--help']);
let hosting = hostingOf('firebase.json');
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--config') {
    if (!existsSync(args[i + 1] ?? ''))
      refuse(command, `--config wants a firebase.json, got '${args[i + 1]}'.`);
    hosting = hostingOf(args[++i]!);
    continue;
  }
  if (args[i]!.startsWith('-')) refuse(command, `Unknown option '${args[i]}'.`);
  let target: ReturnType<typeof parseTarget>;
  try {
    target = parseTarget(args[i]!);
  } catch (error) {
    refuse(command, `${(error as Error).message}.`);
  }
  const { name, folder, port } = target;
  const host = superstatic({ config: { ...hosting, public: '.' }, cwd: folder, compression: true });
  createServer((req, res) => host(req, res, () => res.writeHead(404).end())).listen(port, '127.0.0.1', () =>
    console.info(`${name}: http://127.0.0.1:${port} serves ${folder}`),
  );
}
