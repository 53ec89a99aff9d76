import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decisionIndexProblems, EXAMPLE_PATHS, isOutside, missingPaths, namedPathsIn } from './namedPaths';

const root = path.resolve(import.meta.dirname, '..');

describe('every file path a doc or a code comment names exists (docs/decisions/044)', () => {
  it('holds for the whole repository', { timeout: 30_000 }, () => {
    const missing = missingPaths(root).map(({ file, line, named, outside, decision, bare }) =>
      decision
        ? `${file}:${line} cites decision ${named}, which no record in docs/decisions is: cite the one its idea went to (docs/decisions/README.md)`
        : `${file}:${line} names ${named}, which is ${outside ? 'outside the repository' : bare ? 'the name of no file of the repository' : 'no file or folder of the repository'}`,
    );
    const fix =
      'Fix the reference, or, if it is only an example (a recipe’s new file), add it to EXAMPLE_PATHS in lint/namedPaths.ts.';
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

  it('reads a markdown file whole, with its links and the names of files alone', () => {
    const doc = 'See [the product](product.md#9-constants), `src/lib/price.ts` and `respond.ts`.\n';
    expect(namedPathsIn('docs/x.md', doc).map(({ named, link, bare }) => [named, link ?? bare])).toEqual([
      ['src/lib/price.ts', undefined],
      ['product.md#9-constants', true],
      ['respond.ts', true],
    ]);
  });

  it('reads the comments of JSX, CSS and HTML, and a decision cited by number', () => {
    const jsx =
      "<p>Don't {/* as decision 025 said */}</p>; // decisions 011 and 040\n/* docs/decisions/044 */";
    const cited = (file: string, text: string) =>
      namedPathsIn(file, text).flatMap(({ line, named, decision }) => (decision ? [[line, named]] : []));
    expect(cited('src/a.tsx', jsx)).toEqual([
      [1, '025'],
      [1, '011'],
      [1, '040'],
      [2, '044'],
    ]);
    expect(cited('src/a.css', 'a { b: c } /* not decision 023: a comment */\n.decision 024 {}')).toEqual([
      [1, '023'],
    ]);
    const html =
      "<!-- decision 033 -->\n<script>\n  // decision 037\n  s = 'decision 036';\n</script>\n<p>decision 034</p>";
    expect(cited('index.html', html)).toEqual([
      [1, '033'],
      [3, '037'],
    ]);
  });

  it('names the file and line of a missing path, and lets a listed example be', () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'named-paths-'));
    try {
      mkdirSync(path.join(repo, 'src'));
      writeFileSync(
        path.join(repo, 'src/a.ts'),
        '// Like src/b.ts, and src/gone.ts.\n// A recipe adds src/features/pages/FaqPage.tsx (decision 002, 003).\n',
      );
      writeFileSync(path.join(repo, 'src/b.ts'), '');
      mkdirSync(path.join(repo, 'docs/decisions'), { recursive: true });
      writeFileSync(path.join(repo, 'docs/decisions/002-one-contract.md'), '# 002\n');
      writeFileSync(path.join(repo, 'README.md'), 'See [a](src/a.ts), [old](docs/old.md), `b.ts`, `c.ts`.\n');
      execFileSync('git', ['init', '-q'], { cwd: repo });
      expect(missingPaths(repo)).toEqual([
        { file: 'README.md', line: 1, named: 'docs/old.md' },
        { file: 'README.md', line: 1, named: 'docs/old.md', link: true },
        { file: 'README.md', line: 1, named: 'c.ts', bare: true },
        { file: 'src/a.ts', line: 1, named: 'src/gone.ts' },
        { file: 'src/a.ts', line: 2, named: '003', decision: true },
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

  it('has a row in the decisions’ index for every record, and each retired row says where its idea went', () => {
    expect(decisionIndexProblems(root), 'docs/decisions/README.md').toEqual([]);
    const repo = mkdtempSync(path.join(tmpdir(), 'named-paths-'));
    try {
      mkdirSync(path.join(repo, 'docs/decisions'), { recursive: true });
      for (const record of ['002-one-contract.md', '004-google.md'])
        writeFileSync(path.join(repo, 'docs/decisions', record), '');
      const rows = [
        '| 001 | Old | deleted: see 002 |',
        '| 002 | [One contract](002-one-contract.md) | accepted |',
        '| 003 | Pins | deleted: in ../toolchain.md |',
        '| 005 | Gone | deleted: see 006 |',
        '| 007 | Gone too | deleted |',
      ];
      writeFileSync(path.join(repo, 'docs/decisions/README.md'), rows.join('\n'));
      execFileSync('git', ['init', '-q'], { cwd: repo });
      expect(decisionIndexProblems(repo)).toEqual([
        '005 (retired) points at 006, which no record is',
        '007 (retired) says neither the record nor the doc its idea went to',
        '004-google.md has no row',
      ]);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it('lists only examples inside the repository that are not files of it', () => {
    expect([...EXAMPLE_PATHS].filter(isOutside), 'an example outside the repository').toEqual([]);
    const stale = [...EXAMPLE_PATHS].filter((example) => existsSync(path.join(root, example)));
    expect(stale, 'these exist now: remove them from EXAMPLE_PATHS').toEqual([]);
  });
});
