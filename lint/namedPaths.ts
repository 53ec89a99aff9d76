import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The repository file paths that docs (*.md) and code comments name, and which of them are
 * missing (docs/decisions/044). Names below are examples, not files, each with the file using it.
 */
export const EXAMPLE_PATHS: ReadonlySet<string> = new Set([
  // docs/common-changes.md: the page, the scenario and the field the recipes add.
  'src/features/pages/FaqPage.tsx',
  'faq/index.html',
  // Decision records 036 and 043: what issue 51 removed, named where the records say what went.
  'src/api/firstCalls.ts',
  'tooling/demoAnswers.ts',
]);

const CODE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
/** Files whose comments are `#` lines. */
const HASH_COMMENTS =
  /(?:^|\/)(?:\.env[.\w]*|\.gitignore|\.prettierignore|[^/]+\.ya?ml|[^/]+\.sh|\.ci\/run)$/;
/** What a file path looks like: folders and a name with an extension, or a folder ending in `/`. */
const PATH_LIKE =
  /(?<![\w@/.$:-])(?:\.{1,2}\/)?(?:[\w.-]+\/)+(?:[\w.-]+\.[A-Za-z]{1,5}\b|(?=[\s`'")\],;:]|$))/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

export interface NamedPath {
  /** The file that names it, from the repository root. */
  file: string;
  line: number;
  /** As written. */
  named: string;
  /** A markdown link's target: a bare name (`product.md`) is a path there. */
  link?: true;
  /** It resolves outside the repository: an error of the doc, never looked up there. */
  outside?: true;
}

/** Whether a path from the repository's root leaves it (`../x`, `docs/../../x`). */
export function isOutside(fromRoot: string): boolean {
  const normal = path.posix.normalize(fromRoot);
  return normal === '..' || normal.startsWith('../');
}

/** Tracked files, and new ones git does not ignore. */
export function repositoryFiles(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
  });
  return out.toString('utf8').split('\0').filter(Boolean);
}

/** The parts of `text` that are comments (everything else blanked, so line numbers hold). */
export function commentsOf(file: string, text: string): string {
  if (file.endsWith('.md')) return text;
  if (HASH_COMMENTS.test(file)) return text.replace(/^(?!\s*#).*$/gm, '').replace(/^[^#]*#/gm, '');
  if (!CODE.test(file)) return '';
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.JSX, text);
  let kept = '';
  let last = 0;
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind !== ts.SyntaxKind.SingleLineCommentTrivia && kind !== ts.SyntaxKind.MultiLineCommentTrivia)
      continue;
    const start = scanner.getTokenStart();
    kept += text.slice(last, start).replace(/[^\n]/g, ' ') + scanner.getTokenText();
    last = scanner.getTokenEnd();
  }
  return kept;
}

/** Every path-like name in `file`'s docs or comments, with where it is written. */
export function namedPathsIn(file: string, text: string): NamedPath[] {
  const found: NamedPath[] = [];
  commentsOf(file, text)
    .split('\n')
    .forEach((lineText, index) => {
      for (const match of lineText.matchAll(PATH_LIKE))
        found.push({ file, line: index + 1, named: match[0] });
      if (!file.endsWith('.md')) return;
      for (const match of lineText.matchAll(MARKDOWN_LINK))
        found.push({ file, line: index + 1, named: match[1]!, link: true });
    });
  return found;
}

/**
 * Where a name meant as a repository path points: a link, or a name from the root (`src/…`) or beside the
 * file (`./x.ts`, `product.md` in docs/). Not URLs, routes or placeholders (`<name>`, `{en,bn}`, `*`).
 */
function target(
  { named, file, link }: NamedPath,
  topLevel: ReadonlySet<string>,
  besideFile: (first: string) => boolean,
): string[] | undefined {
  let name = named.replace(/#.*$/, '').replace(/[.,:;]+$/, '');
  if (name === '' || /^[a-z][\w+.-]*:/i.test(name) || name.startsWith('/') || /[<>{}*$…]/.test(name)) return;
  name = name.replace(/\/$/, '');
  const first = name.split('/')[0]!;
  const fromFile = path.posix.normalize(path.posix.join(path.posix.dirname(file), name));
  if (link) return [fromFile];
  // `./firebase.json` in a note about a command means the root as often as the file's folder.
  if (first === '.') return [fromFile, path.posix.normalize(name)];
  if (first === '..') return [fromFile];
  if (topLevel.has(first)) return besideFile(first) ? [name, fromFile] : [name];
  if (besideFile(first)) return [fromFile];
  return undefined;
}

/** Each name in docs and comments that is no file or folder of the repository, or leads outside it. */
export function missingPaths(root: string): NamedPath[] {
  const files = repositoryFiles(root);
  const known = new Set(files);
  for (const file of files) {
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) known.add(dir);
  }
  const topLevel = new Set(files.map((file) => file.split('/')[0]!));
  const missing: NamedPath[] = [];
  const outside: NamedPath[] = [];
  for (const file of files) {
    if (!file.endsWith('.md') && !CODE.test(file) && !HASH_COMMENTS.test(file)) continue;
    if (file.startsWith('lint/fixtures/')) continue;
    const dir = path.posix.dirname(file);
    const besideFile = (first: string) => known.has(path.posix.join(dir, first));
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // deleted in the work tree, not yet in git
    }
    for (const named of namedPathsIn(file, text)) {
      const all = target(named, topLevel, besideFile);
      if (!all || EXAMPLE_PATHS.has(named.named)) continue;
      const written = named.named.replace(/[.,:;]+$/, '');
      // A clone may sit beside anything: what lies outside the repository is never looked at.
      const candidates = all.filter((candidate) => !isOutside(candidate));
      if (candidates.length === 0) {
        outside.push({ ...named, named: written, outside: true });
        continue;
      }
      if (candidates.some((candidate) => known.has(candidate) || EXAMPLE_PATHS.has(candidate))) continue;
      missing.push({ ...named, named: written });
    }
  }
  return [...withoutIgnored(root, missing), ...outside];
}

/** A path git ignores is built or local (`dist/`, `.stub-data/`), not a file of the repository. */
function withoutIgnored(root: string, named: NamedPath[]): NamedPath[] {
  if (named.length === 0) return named;
  const paths = [...new Set(named.map(({ named }) => named.replace(/#.*$/, '')))];
  let ignored: string[] = [];
  try {
    ignored = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: root,
      input: paths.join('\n'),
    })
      .toString('utf8')
      .split('\n');
  } catch {
    // exit 1: none of them is ignored
  }
  return named.filter(({ named }) => !ignored.includes(named.replace(/#.*$/, '')));
}
