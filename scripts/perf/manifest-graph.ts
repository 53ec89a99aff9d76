/**
 * Walks Vite's build manifest (.vite/manifest.json). Keys are source paths
 * ("src/features/home/HomePage.tsx") or "_name-hash.js" for shared chunks;
 * `imports` are static imports (fetched before the chunk runs), while
 * `dynamicImports` are loaded later on demand, so only `imports` are followed.
 */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The key of the single HTML entry (index.html). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  return entries[0]!;
}

/** The given chunks plus everything they import statically, transitively (cycles are fine). */
export function staticClosure(manifest: Manifest, starts: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk "${key}"`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** What a lazy chunk adds on top of what is already loaded (e.g. the entry's closure). */
export function addedBy(manifest: Manifest, key: string, loaded: ReadonlySet<string>): Set<string> {
  return new Set([...staticClosure(manifest, [key])].filter((k) => !loaded.has(k)));
}

/** The JS files of these chunks, sorted (a file may back several keys only once). */
export function jsFiles(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...new Set([...keys].map((key) => manifest[key]!.file))].filter((f) => f.endsWith('.js')).sort();
}

/** The CSS files these chunks pull in. */
export function cssFiles(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))].sort();
}

/** Lazily loaded source modules (routes, Firebase, ...): dynamic entries with a source path. */
export function dynamicEntries(manifest: Manifest): string[] {
  return Object.keys(manifest)
    .filter((key) => manifest[key]!.isDynamicEntry && !key.startsWith('_'))
    .sort();
}
