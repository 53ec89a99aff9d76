/**
 * The stub's crash test: concurrent writers add and delete favorites while the stub is killed with
 * SIGKILL at a random moment, round after round. After every kill the working copy must be valid and
 * every acknowledged write there; writes in flight at the kill are not counted either way.
 *   npm run stub:crash-test -- --rounds 20 --products 10000 --writers 20
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProductWire } from '../src/contract';
import { favoriteOf } from '../src/contract';
import { readWorkingCopy } from '../mocks/stub/workingCopy';
import { asOwner } from './owner';
import { startStubCli } from './stubCli';

export interface CrashTestOptions {
  rounds: number;
  products: number;
  writers: number;
  log?: (line: string) => void;
}

export interface CrashTestResult {
  rounds: number;
  acknowledged: number;
  lost: number;
  problems: string[];
}

async function startStub(catalog: string, file: string): Promise<{ child: ChildProcess; url: string }> {
  const { child, ready } = startStubCli(['--fixtures', catalog, '--db', file]);
  return { child, url: await ready };
}

export async function runCrashTest({ rounds, products, writers, log = console.info }: CrashTestOptions) {
  const dir = mkdtempSync(join(tmpdir(), 'stub-crash-'));
  const catalogFile = join(dir, 'catalog.json');
  const file = join(dir, 'db.json');
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'fixtures/generate.ts', '--products', String(products), '--out', catalogFile],
    { cwd: new URL('../', import.meta.url), stdio: 'ignore' },
  );
  const catalog = (JSON.parse(readFileSync(catalogFile, 'utf8')) as { products: ProductWire[] }).products;
  const emails = Array.from({ length: writers }, (_, i) => `crash-${i}@example.test`);
  /** `_id|email` -> true (acknowledged added) / false (acknowledged deleted); unknown when in flight at a kill. */
  const expected = new Map<string, boolean>();
  const uncertain = new Set<string>();
  let next = 0;
  let acknowledged = 0;
  const problems: string[] = [];

  /** One writer: adds its next product, and deletes every third one it added, until the stub dies. */
  async function writer(url: string, email: string) {
    const mine: string[] = [];
    for (let op = 0; ; op += 1) {
      const deleting = op % 3 === 2 && mine.length > 0;
      const product = deleting ? catalog.find((p) => p._id === mine[0])! : catalog[next++ % catalog.length]!;
      if (deleting) mine.shift();
      const key = `${product._id}|${email}`;
      if (!deleting && (expected.has(key) || uncertain.has(key))) continue;
      uncertain.add(key);
      const request = deleting
        ? fetch(`${url}/favorites/${product._id}?email=${encodeURIComponent(email)}`, {
            method: 'DELETE',
            headers: asOwner(email),
          })
        : fetch(`${url}/favorites`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...asOwner(email) },
            body: JSON.stringify(favoriteOf(product, email)),
          });
      const status = await request.then(
        (r) => r.status,
        () => 0,
      );
      if (status === 0) return; // the stub died with this write in flight: it stays uncertain
      uncertain.delete(key);
      if (status !== (deleting ? 200 : 201)) {
        problems.push(`${deleting ? 'DELETE' : 'POST'} ${key} answered ${status}`);
        return;
      }
      acknowledged += 1;
      expected.set(key, !deleting);
      if (!deleting) mine.push(product._id);
    }
  }

  /** Every acknowledged write as the restarted stub serves it; answers how many are missing. */
  async function lostWrites(url: string): Promise<number> {
    let lost = 0;
    for (const email of emails) {
      const answer = await fetch(`${url}/favorites?email=${encodeURIComponent(email)}`, {
        headers: asOwner(email),
      });
      const listed: unknown = await answer.json().catch(() => undefined);
      if (!answer.ok || !Array.isArray(listed)) {
        const said = (listed as { error?: unknown } | undefined)?.error;
        throw new Error(
          `The restarted stub did not list ${email}'s favorites: it answered HTTP ${answer.status}` +
            (typeof said === 'string' ? ` (${said})` : Array.isArray(listed) ? '' : ', not a list') +
            '.',
        );
      }
      const present = new Set((listed as { _id: string }[]).map((f) => `${f._id}|${email}`));
      for (const [key, added] of expected) {
        if (key.endsWith(`|${email}`) && !uncertain.has(key) && present.has(key) !== added) lost += 1;
      }
    }
    return lost;
  }

  let lost = 0;
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const { child, url } = await startStub(catalogFile, file); // refuses (exits) on a broken working copy
      const missing = await lostWrites(url);
      lost += missing;
      const writing = emails.map((email) => writer(url, email));
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 700));
      child.kill('SIGKILL');
      await Promise.all([once(child, 'exit'), ...writing]);
      readWorkingCopy(file); // throws when the working copy is damaged
      log(
        `round ${round}/${rounds}: ${acknowledged} acknowledged so far, ${missing} lost at restart, ${uncertain.size} in flight at a kill so far`,
      );
    }
    const { child, url } = await startStub(catalogFile, file);
    const missing = await lostWrites(url);
    lost += missing;
    child.kill('SIGKILL');
    await once(child, 'exit');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { rounds, acknowledged, lost, problems } satisfies CrashTestResult;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { parseFlags, positiveNumber } = await import('../scripts/flags');
  const usage = 'usage: npm run stub:crash-test -- [--rounds 20] [--products 10000] [--writers 20]';
  const command = { name: 'npm run stub:crash-test', usage };
  const { values } = parseFlags(command, {
    options: {
      rounds: { type: 'string', default: '20' },
      products: { type: 'string', default: '10000' },
      writers: { type: 'string', default: '20' },
    },
  });
  const result = await runCrashTest({
    rounds: positiveNumber(command, '--rounds', values.rounds),
    products: positiveNumber(command, '--products', values.products),
    writers: positiveNumber(command, '--writers', values.writers),
  }).catch((error: unknown) => {
    console.error(`stub:crash-test: ${(error as Error).message}`);
    process.exit(1);
  });
  console.info(
    `\n${result.rounds} kill -9 rounds, ${result.acknowledged} acknowledged writes, ${result.lost} lost` +
      (result.problems.length ? `, problems:\n  ${result.problems.join('\n  ')}` : ''),
  );
  process.exit(result.lost === 0 && result.problems.length === 0 ? 0 : 1);
}
