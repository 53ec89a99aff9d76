/**
 * Which packages and app folders make up a set of output files, estimated from
 * each module's share of its chunk (the bundler reports pre-minification
 * lengths, so a module's gzip share is proportional, not exact). Enough to
 * answer "is firebase / swiper / sweetalert2 in the initial JS?".
 */
import type { ModuleShare } from './build';

/** "…/node_modules/@firebase/auth/dist/x.js" → "@firebase/auth"; app code → its path from the root. */
export function packageOf(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const at = clean.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = clean.slice(at + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return clean.startsWith(`${root}/`) ? clean.slice(root.length + 1) : clean;
}

/** Groups app files by folder (src/features/home) so the list stays short. */
export function groupOf(pkg: string): string {
  const app = /^(src\/(?:features|app|api|auth|components|contract|lib)\/?[^/]*)\//.exec(pkg);
  return app ? app[1]! : pkg;
}

/** Estimated gzip bytes per package/app folder over `files`, largest first. */
export function packageShares(
  files: readonly string[],
  modules: ReadonlyMap<string, ModuleShare[]>,
  gzipOf: (file: string) => number,
  root: string,
): [string, number][] {
  const totals = new Map<string, number>();
  for (const file of files) {
    const parts = modules.get(file) ?? [];
    const length = parts.reduce((sum, m) => sum + m.renderedLength, 0);
    for (const m of parts) {
      const group = groupOf(packageOf(m.id, root));
      const share = length > 0 ? (gzipOf(file) * m.renderedLength) / length : 0;
      totals.set(group, (totals.get(group) ?? 0) + share);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** Patterns ending in "/" match a prefix ("@firebase/"), others a whole package name. */
export function forbiddenFound(groups: readonly string[], patterns: readonly string[]): string[] {
  return groups.filter((group) =>
    patterns.some((p) => (p.endsWith('/') ? group.startsWith(p) : group === p)),
  );
}
