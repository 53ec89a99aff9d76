/** Gzip level 9 sizes of built files, each file compressed once (the report asks many times). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function gzipSizer(outDir: string): (file: string) => number {
  const cache = new Map<string, number>();
  return (file) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
      cache.set(file, size);
    }
    return size;
  };
}
