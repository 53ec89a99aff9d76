/**
 * Part of `npm run size`: fails when a package of budgets.json forbiddenInInitial is in the initial JS
 * for /, as the hidden source maps name it; they are deleted afterwards, so dist/ holds what ships.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** "…/node_modules/@firebase/auth/dist/x.js" → "@firebase/auth"; app code → its path from the root. */
export function moduleOwner(source: string): string {
  const at = source.lastIndexOf('node_modules/');
  if (at < 0) return source;
  const [scope, name] = source.slice(at + 'node_modules/'.length).split('/');
  return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
}

/** Patterns ending in "/" match a prefix ("@firebase/", "mocks/"), others a whole package name. */
export function forbiddenOwners(owners: Iterable<string>, patterns: readonly string[]): string[] {
  return [...new Set(owners)].filter((owner) =>
    patterns.some((p) => (p.endsWith('/') ? owner.startsWith(p) : owner === p)),
  );
}

function initialOwners(files: string[]): string[] {
  return files.flatMap((file) => {
    // The bundler's own runtime chunk has no sources, so no map.
    if (/\/rolldown-runtime-[^/]*\.js$/.test(file)) return [];
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
    return map.sources.map((source) => moduleOwner(relative('.', resolve(dirname(file), source))));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const checks = (await import(pathToFileURL('.size-limit.mjs').href)).default as {
    name: string;
    path: string[];
  }[];
  const { forbiddenInInitial } = JSON.parse(readFileSync('budgets.json', 'utf8')).size as {
    forbiddenInInitial: string[];
  };
  const initial = checks.find((check) => check.name === 'initial JS for /')!;
  const found = forbiddenOwners(initialOwners(initial.path), forbiddenInInitial);
  for (const file of readdirSync('dist', { recursive: true, encoding: 'utf8' }))
    if (file.endsWith('.map')) rmSync(join('dist', file));
  for (const owner of found)
    console.error(`${owner} is in the initial JS for / (it must load with the screen that uses it)`);
  if (found.length > 0) process.exit(1);
  console.info(`None of ${forbiddenInInitial.join(', ')} is in the initial JS for /.`);
}
