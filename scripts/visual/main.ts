/**
 * `npm run visual [-- --base <git ref>] [--fail-on-change]`: builds the demo of the base (default: the
 * merge-base with main, in a temporary worktree) and of the working tree, shoots every screen of screens.ts
 * in both, and writes visual-report/index.html: the changed screens, most changed first.
 */
import { chromium } from '@playwright/test';
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, symlinkSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromiumArgs, testChromium } from '../perf/chromium';
import { parseFlags, refuse } from '../flags';
import { staticHost } from '../staticFiles';
import { compare } from './compare';
import { writeReport, type Change } from './report';
import { shootAll } from './screens';

const command = {
  name: 'npm run visual',
  usage: 'usage: npm run visual -- [--base <git ref>] [--out DIR (visual-report)] [--fail-on-change]',
};
const { values: flags } = parseFlags(command, {
  options: { base: { type: 'string' }, out: { type: 'string' }, 'fail-on-change': { type: 'boolean' } },
});
const failOnChange = flags['fail-on-change'] === true;
const reportDir = resolve(flags.out ?? 'visual-report');
const git = (...gitArgs: string[]) => execFileSync('git', gitArgs, { encoding: 'utf8' }).trim();
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const repo = git('rev-parse', '--show-toplevel');
const baseRef = flags.base ?? git('merge-base', 'HEAD', 'main');
let baseSha = '';
try {
  baseSha = git('rev-parse', '--verify', '--quiet', `${baseRef}^{commit}`);
} catch {
  refuse(command, `'${baseRef}' names no commit here.`);
}
const work = await mkdtemp(join(tmpdir(), 'storefront-visual-'));
const baseTree = join(work, 'base');
const notes: string[] = [];

/** `npm run build:demo` in `cwd`, its output kept for when it fails. */
async function buildDemo(cwd: string, outDir: string) {
  try {
    await promisify(execFile)('npm', ['run', 'build:demo', '--', '--outDir', outDir], {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run build:demo failed in ${cwd}:\n${stdout}\n${stderr}`);
  }
  return join(cwd, outDir);
}

const servers: Server[] = [];
/** A plain static host for a built folder, on a free port: its URL. */
async function serve(root: string): Promise<string> {
  const server = createServer(staticHost(root, {}));
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
try {
  git('worktree', 'add', '--detach', '--quiet', baseTree, baseSha);
  symlinkSync(realpathSync(join(repo, 'node_modules')), join(baseTree, 'node_modules'));
  const lock = (dir: string) => readFileSync(join(dir, 'package-lock.json'), 'utf8');
  if (lock(baseTree) !== lock(repo))
    notes.push(
      "The base's package-lock.json differs from the working tree's: both were built with the working tree's node_modules.",
    );
  for (const note of notes) console.warn(note);
  console.info(`Building the demo of ${baseRef} (${baseSha.slice(0, 10)}) and of the working tree...`);
  const [baseDist, changeDist] = await Promise.all([
    buildDemo(baseTree, 'dist-demo'),
    buildDemo(repo, 'dist-visual'),
  ]);
  console.info(`Built both in ${seconds()}. Shooting...`);

  const sites = [
    { name: 'base', url: await serve(baseDist) },
    { name: 'change', url: await serve(changeDist) },
  ];
  browser = await chromium.launch({ executablePath: testChromium, args: chromiumArgs });
  const ids = await shootAll(browser, sites, join(work, 'shots'));
  console.info(`Shot ${ids.length} screens twice in ${seconds()}. Comparing...`);

  const changes: Change[] = [];
  for (const id of ids) {
    const [before, after] = await Promise.all(
      ['base', 'change'].map((site) => readFile(join(work, 'shots', site, `${id}.png`))),
    );
    if (before!.equals(after!)) continue; // the same pixels make the same file: no need to decode it
    const comparison = compare(before!, after!);
    if (comparison.changed > 0) changes.push({ id, ...comparison });
  }
  const dirty = git('status', '--porcelain').length > 0 ? ' + uncommitted changes' : '';
  const title = `Base: ${baseRef} (${baseSha.slice(0, 10)}). Change: ${git('rev-parse', '--short=10', 'HEAD')}${dirty}.`;
  const summary = await writeReport(reportDir, join(work, 'shots'), {
    changes,
    screens: ids.length,
    title,
    notes,
  });
  console.info(`Report: ${relative(process.cwd(), join(reportDir, 'index.html'))}`);
  console.info(`${summary} (${seconds()})`);
  process.exitCode = failOnChange && changes.length > 0 ? 1 : 0;
} finally {
  await browser?.close();
  for (const server of servers) server.close();
  if (existsSync(baseTree)) git('worktree', 'remove', '--force', baseTree);
  await rm(work, { recursive: true, force: true });
}
