import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDir } from './serve-dist';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadDir', () => {
  it('compresses text files once, both ways, and leaves tiny files and images alone', () => {
    dir = mkdtempSync(join(tmpdir(), 'serve-dist-test-'));
    mkdirSync(join(dir, 'assets'));
    const js = 'export const hello = "world";\n'.repeat(50);
    writeFileSync(join(dir, 'assets/app-1.js'), js);
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(join(dir, 'assets/a.png'), Buffer.alloc(2000));

    const files = loadDir(dir);
    expect([...files.keys()].sort()).toEqual(['assets/a.png', 'assets/app-1.js', 'index.html']);
    const app = files.get('assets/app-1.js')!;
    expect(brotliDecompressSync(app.encoded.br!).toString()).toBe(js);
    expect(gunzipSync(app.encoded.gzip!).toString()).toBe(js);
    expect(app.encoded.br!.length).toBeLessThan(js.length / 10);
    expect(files.get('index.html')!.encoded).toEqual({});
    expect(files.get('assets/a.png')!.encoded).toEqual({});
  });
});
