/**
 * `npm run check:change [-- REF]`: for the files that differ from REF (default HEAD) and new unignored ones,
 * at once: the whole typecheck (a change can break another file), ESLint, Prettier, `vitest related`,
 * the end-to-end specs related to them (scripts/relatedSpecs.ts), and the contract project when the
 * contract, the mocks or the fixtures changed (what the stub answers is what it checks).
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { relatedSpecs } from './relatedSpecs';

const ref = process.argv[2] ?? 'HEAD';
const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const files = [
  ...new Set([...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')]),
].filter((file) => existsSync(file));
const code = files.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
const specs = relatedSpecs(files, git('ls-files', 'e2e'));
const demoSpecs = specs.filter((spec) => spec.startsWith('e2e/demo/'));
const stackSpecs = specs.filter((spec) => !demoSpecs.includes(spec));
const contract = files.some((file) => /^(src\/contract|mocks|fixtures)\//.test(file));

/** Runs a tool with each line of its output labelled; resolves to its exit code. */
async function run(label: string, bin: string, args: string[]): Promise<number> {
  const child = spawn(`node_modules/.bin/${bin}`, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.info(`[${label}] ${line}`));
  }
  const [code] = (await once(child, 'exit')) as [number | null];
  console.info(`[${label}] ${code === 0 ? 'passed' : 'FAILED'}`);
  return code ?? 1;
}

if (files.length === 0) {
  console.info(`check:change: nothing differs from ${ref}`);
  process.exit(0);
}
console.info(
  `check:change: ${files.length} files differ from ${ref}; ${specs.length} related end-to-end specs` +
    (contract ? '; the contract project' : ''),
);
const codes = await Promise.all([
  run('typecheck', 'tsc', [
    ...['-p', 'tsconfig.json', '--incremental'],
    ...['--tsBuildInfoFile', 'node_modules/.cache/check-change.tsbuildinfo'],
  ]),
  run('prettier', 'prettier', ['--check', '--ignore-unknown', '--log-level', 'warn', ...files]),
  code.length > 0 ? run('eslint', 'eslint', ['--max-warnings', '0', '--no-warn-ignored', ...code]) : 0,
  code.length > 0
    ? run('vitest', 'vitest', [
        ...['related', '--run', '--passWithNoTests', ...code],
        // The whole contract project runs below: one Auth emulator on its ports, not two.
        ...(contract ? ['--project', 'unit', '--project', 'unit-isolated', '--project', 'node'] : []),
      ])
    : 0,
  contract ? run('contract', 'vitest', ['run', '--project', 'contract']) : 0,
  stackSpecs.length > 0 ? run('e2e', 'playwright', ['test', ...stackSpecs]) : 0,
  // Its file filters before --project: the demo config reads the words after it as project names.
  demoSpecs.length > 0
    ? run('e2e-demo', 'playwright', [
        'test',
        '-c',
        'playwright.demo.config.ts',
        ...demoSpecs,
        '--project',
        'demo',
      ])
    : 0,
]);
process.exit(codes.every((status) => status === 0) ? 0 : 1);
