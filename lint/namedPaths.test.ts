import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_PATHS, isOutside, missingPaths, namedPathsIn } from './namedPaths';

const root = path.resolve(import.meta.dirname, '..');

describe('every file path a doc or a code comment names exists (docs/decisions/044)', () => {
  it('holds for the whole repository', { timeout: 30_000 }, () => {
    const missing = missingPaths(root).map(
      ({ file, line, named, outside }) =>
        `${file}:${line} names ${named}, which is ${outside ? 'outside the repository' : 'no file or folder of the repository'}`,
    );
    const fix =
      'Fix the path, or, if it is only an example (a recipe’s new file), add it to EXAMPLE_PATHS in lint/namedPaths.ts.';
    expect(missing, `${missing.join('\n')}\n${fix}`).toEqual([]);
  });

  it('reads comments, not code: a path in a string or an import is not a claim', () => {
    const code = [
      '// The loader (src/api/productList/compile.ts) is gone.',
      "const url = 'src/not/a/comment.ts';",
      '/** Beside it: ./helper.ts, and https://example.com/a/b.ts is a URL. */',
    ].join('\n');
    expect(namedPathsIn('src/api/x.ts', code).map(({ line, named }) => [line, named])).toEqual([
      [1, 'src/api/productList/compile.ts'],
      [3, './helper.ts'],
    ]);
  });

  it('reads a markdown file whole, with its links', () => {
    const doc = 'See [the product](product.md#9-constants) and `src/lib/price.ts`.\n';
    expect(namedPathsIn('docs/x.md', doc).map(({ named, link }) => [named, link])).toEqual([
      ['src/lib/price.ts', undefined],
      ['product.md#9-constants', true],
    ]);
  });

  it('names the file and line of a missing path, and lets a listed example be', () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'named-paths-'));
    try {
      mkdirSync(path.join(repo, 'src'));
      writeFileSync(
        path.join(repo, 'src/a.ts'),
        '// Like src/b.ts, and src/gone.ts.\n// A recipe adds src/features/pages/FaqPage.tsx.\n',
      );
      writeFileSync(path.join(repo, 'src/b.ts'), '');
      writeFileSync(path.join(repo, 'README.md'), 'See [a](src/a.ts) and [old](docs/old.md).\n');
      execFileSync('git', ['init', '-q'], { cwd: repo });
      expect(missingPaths(repo)).toEqual([
        { file: 'README.md', line: 1, named: 'docs/old.md', link: true },
        { file: 'src/a.ts', line: 1, named: 'src/gone.ts' },
      ]);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it('never looks outside the repository: a path that leaves it is an error of the doc', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'named-paths-'));
    const repo = path.join(parent, 'repo');
    try {
      mkdirSync(path.join(parent, 'before'));
      writeFileSync(path.join(parent, 'before/firebase.json'), '{}');
      mkdirSync(path.join(repo, 'docs'), { recursive: true });
      writeFileSync(
        path.join(repo, 'docs/perf.md'),
        'See [the other build](../../before/firebase.json) and [the readme](../README.md).\n',
      );
      writeFileSync(path.join(repo, 'README.md'), 'See ../before/firebase.json.\n');
      execFileSync('git', ['init', '-q'], { cwd: repo });
      expect(missingPaths(repo)).toEqual([
        { file: 'README.md', line: 1, named: '../before/firebase.json', outside: true },
        { file: 'docs/perf.md', line: 1, named: '../../before/firebase.json', outside: true },
        { file: 'docs/perf.md', line: 1, named: '../../before/firebase.json', link: true, outside: true },
      ]);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('lists only examples inside the repository that are not files of it', () => {
    expect([...EXAMPLE_PATHS].filter(isOutside), 'an example outside the repository').toEqual([]);
    const stale = [...EXAMPLE_PATHS].filter((example) => existsSync(path.join(root, example)));
    expect(stale, 'these exist now: remove them from EXAMPLE_PATHS').toEqual([]);
  });
});
