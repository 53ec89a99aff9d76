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
  // What the build writes (tooling/prerender.ts, scripts/staticFiles.ts): decisions 033 and 034.
  'app-shell.html',
  '404.html',
  // docs/workspace.md: the file a recording is written to.
  'recorded.json',
]);

/** Where the decision records are: `NNN-name.md`, and the index, README.md. */
export const DECISIONS = 'docs/decisions';
const CODE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
/** Files whose comments are `#` lines. */
const HASH_COMMENTS =
  /(?:^|\/)(?:\.env[.\w]*|\.gitignore|\.prettierignore|[^/]+\.ya?ml|[^/]+\.sh|\.ci\/run)$/;
/** What a file path looks like: folders and a name with an extension, or a folder ending in `/`. */
const PATH_LIKE =
  /(?<![\w@/.$:-])(?:\.{1,2}\/)?(?:[\w.-]+\/)+(?:[\w.-]+\.[A-Za-z]{1,5}\b|(?=[\s`'")\],;:]|$))/g;
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
/** A file's name alone in a doc (`respond.ts`): some file of the repository has it. */
const BARE_NAME =
  /(?<![\w@/.$:-]|\]\()[\w-]+(?:\.[\w-]+)*\.(?:tsx?|[mc]?js|json|md|css|html|ya?ml|po|sh)\b(?![\w/-])/g;
/** A decision record cited by number: "decision 033", "decisions 011 and 040", "docs/decisions/044". */
const DECISION_CITED =
  /\bdecisions?\s+\d{3}(?:(?:,\s*|,?\s+(?:and|or)\s+)\d{3})*\b|\bdecisions\/\d{3}(?!\d)/gi;

export interface NamedPath {
  /** The file that names it, from the repository root. */
  file: string;
  line: number;
  /** As written. */
  named: string;
  /** A markdown link's target: a bare name (`product.md`) is a path there. */
  link?: true;
  /** A file's name without its folder, in a doc: any file of that name will do. */
  bare?: true;
  /** A decision record's number: `docs/decisions/<number>-….md` exists. */
  decision?: true;
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
  if (file.endsWith('.css')) return only(text, matches(text, /\/\*[\s\S]*?\*\//g));
  if (file.endsWith('.html')) {
    const scripts = matches(text, /(?<=<script\b[^>]*>)[\s\S]*?(?=<\/script>)/g).flatMap(([start, end]) =>
      codeComments('inline.js', text.slice(start, end)).map(([from, to]): Range => [
        start + from,
        start + to,
      ]),
    );
    return only(text, [...matches(text, /<!--[\s\S]*?-->/g), ...scripts]);
  }
  return CODE.test(file) ? only(text, codeComments(file, text)) : '';
}

type Range = readonly [start: number, end: number];

const matches = (text: string, pattern: RegExp): Range[] =>
  [...text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length]);

/** `text` with all but `ranges` blanked, line breaks kept. */
function only(text: string, ranges: Range[]): string {
  let kept = '';
  let last = 0;
  for (const [start, end] of ranges.toSorted(([a], [b]) => a - b)) {
    kept += text.slice(last, start).replace(/[^\n]/g, ' ') + text.slice(start, end);
    last = end;
  }
  return kept;
}

/** Every comment of a script, found by parsing it: a bare scanner misreads JSX text as code. */
function codeComments(file: string, text: string): Range[] {
  const kind = /x$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.[mc]?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found = new Map<number, number>();
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.JsxText) return;
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.end) ?? []),
    ])
      found.set(range.pos, range.end);
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...found];
}

/** Every path-like name in `file`'s docs or comments, with where it is written. */
export function namedPathsIn(file: string, text: string): NamedPath[] {
  const found: NamedPath[] = [];
  commentsOf(file, text)
    .split('\n')
    .forEach((lineText, index) => {
      const line = index + 1;
      for (const match of lineText.matchAll(PATH_LIKE)) found.push({ file, line, named: match[0] });
      for (const match of lineText.matchAll(DECISION_CITED))
        for (const [number] of match[0].matchAll(/\d{3}/g))
          found.push({ file, line, named: number, decision: true });
      if (!file.endsWith('.md')) return;
      for (const match of lineText.matchAll(MARKDOWN_LINK))
        found.push({ file, line, named: match[1]!, link: true });
      for (const match of lineText.matchAll(BARE_NAME))
        found.push({ file, line, named: match[0], bare: true });
    });
  return found;
}

/**
 * Where a name meant as a repository path points: a link, or a name from the root (`src/…`) or beside the
 * file (`./<name>.ts`, `product.md` in docs/). Not URLs, routes or placeholders (`<name>`, `{en,bn}`, `*`).
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
  const names = new Set(files.map((file) => path.posix.basename(file)));
  const records = new Set(
    files.flatMap((file) => /^docs\/decisions\/(\d{3})-[^/]+\.md$/.exec(file)?.[1] ?? []),
  );
  const missing: NamedPath[] = [];
  const outside: NamedPath[] = [];
  for (const file of files) {
    if (!/\.(?:md|css|html)$/.test(file) && !CODE.test(file) && !HASH_COMMENTS.test(file)) continue;
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
      if (named.decision) {
        if (!records.has(named.named)) missing.push(named);
        continue;
      }
      if (named.bare) {
        if (!names.has(named.named) && !EXAMPLE_PATHS.has(named.named)) missing.push(named);
        continue;
      }
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

/**
 * What is wrong with the decisions' index (docs/decisions/README.md): a record without its row, or
 * a retired row that does not say where its idea went (a record that exists, or a doc).
 */
export function decisionIndexProblems(root: string): string[] {
  const files = repositoryFiles(root).filter((file) => /^docs\/decisions\/\d{3}-[^/]+\.md$/.test(file));
  const records = new Map(
    files.map((file) => [path.posix.basename(file).slice(0, 3), path.posix.basename(file)]),
  );
  const problems: string[] = [];
  const index = readFileSync(path.join(root, DECISIONS, 'README.md'), 'utf8');
  const seen = new Set<string>();
  for (const [, number, decision, status] of index.matchAll(/^\|\s*(\d{3})\s*\|([^|]*)\|([^|]*)\|\s*$/gm)) {
    seen.add(number!);
    const record = records.get(number!);
    if (record) {
      if (!decision!.includes(`](${record})`)) problems.push(`${number}'s row does not link ${record}`);
      continue;
    }
    const wentTo = [...status!.matchAll(/\b\d{3}\b/g)].map(([cited]) => cited);
    const gone = wentTo.filter((cited) => !records.has(cited));
    if (gone.length > 0)
      problems.push(`${number} (retired) points at ${gone.join(', ')}, which no record is`);
    else if (wentTo.length === 0 && !/\.md\b/.test(status!))
      problems.push(`${number} (retired) says neither the record nor the doc its idea went to`);
  }
  for (const [number, record] of records) if (!seen.has(number)) problems.push(`${record} has no row`);
  return problems;
}
