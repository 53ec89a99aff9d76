import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBuild } from './check';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A small fake dist/: index.html and a chunk, plus whatever a case adds. */
function fakeDist(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'check-build-'));
  const all = {
    'index.html': '<!doctype html><script type="module" src="/assets/index.js"></script>',
    'assets/index.js': 'const api="https://api.example.com";fetch(`${api}/products`);',
    'images/logo.png': '127.0.0.1:3001 (binary files are not read)',
    ...files,
  };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('check-build', () => {
  it('passes a clean production build', () => {
    expect(checkBuild(fakeDist({}))).toEqual([]);
  });

  it.each([
    ['mockServiceWorker.js', 'self.addEventListener("fetch",()=>{})', 'the MSW worker file'],
    ['assets/a.js', 'const u={email:`ayesha@freshbazar.test`}', 'demo account ayesha@freshbazar.test'],
    ['assets/b.js', 'const who="someone@example.test"', 'a test email address'],
    ['assets/c.js', 'connectAuthEmulator(a,"http://127.0.0.1:9099")', 'a local emulator or stub address'],
    ['assets/d.js', 'fetch("http://localhost:3001/products")', 'a local emulator or stub address'],
    ['assets/e.js', 'fetch(apiUrl("__stub/health"))', 'a call to the stub control routes'],
    ['assets/f.js', 'localStorage.getItem("preview-banner-dismissed")', 'the preview backend banner'],
    ['assets/k.js', 'const e={"banner.resetDemo":["Reset demo data"]}', "the workspace tools' messages"],
    ['assets/i.js', 'document.getElementById("scenario-badge-root")', 'stub scenario code'],
    ['assets/g.js', 'rules:[{route:"*",latencyMs:300}]', 'fault injection code'],
    ['assets/h.css', '/* [MSW] Mocking enabled */', 'Mock Service Worker code'],
    ['assets/j.js', 'const k="storefront-demo-session"', "the demo's sign-in"],
  ])('finds %s with forbidden content', (file, text, what) => {
    const findings = checkBuild(fakeDist({ [file]: text }));
    expect(findings.map((f) => [f.file, f.what])).toContainEqual([file, what]);
  });
});
