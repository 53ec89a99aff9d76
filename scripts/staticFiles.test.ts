import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControl, resolveStaticFile } from './staticFiles';

const root = mkdtempSync(join(tmpdir(), 'static-files-'));
mkdirSync(join(root, 'login'));
for (const file of ['index.html', '404.html', 'app.js', 'login/index.html'])
  writeFileSync(join(root, file), file);

describe('resolveStaticFile (a plain static host)', () => {
  it('answers the file, else the folder index.html, else 404.html with 404', () => {
    expect(resolveStaticFile(root, '/', '/app.js')).toEqual({ file: join(root, 'app.js'), status: 200 });
    expect(resolveStaticFile(root, '/', '/')).toEqual({ file: join(root, 'index.html'), status: 200 });
    expect(resolveStaticFile(root, '/', '/login')).toEqual({
      file: join(root, 'login/index.html'),
      status: 200,
    });
    expect(resolveStaticFile(root, '/', '/detail/p1')).toEqual({ file: join(root, '404.html'), status: 404 });
  });

  it('serves the folder only under its base, and never above its root', () => {
    expect(resolveStaticFile(root, '/storefront/', '/storefront/login')).toEqual({
      file: join(root, 'login/index.html'),
      status: 200,
    });
    expect(resolveStaticFile(root, '/storefront/', '/storefront')).toEqual({
      file: join(root, 'index.html'),
      status: 200,
    });
    expect(resolveStaticFile(root, '/storefront/', '/login').status).toBe(404);
    expect(resolveStaticFile(root, '/', '/../../etc/passwd').status).toBe(404);
    expect(resolveStaticFile(root, '/', '/%2e%2e/%2e%2e/etc/passwd').status).toBe(404);
  });
});

describe('cacheControl (what a plain static host should send)', () => {
  it('keeps hashed assets a year, unasked, and revalidates pages and everything else', () => {
    expect(cacheControl(root, join(root, 'assets/app-Ab1.js'))).toBe('public, max-age=31536000, immutable');
    expect(cacheControl(root, join(root, 'assets/NotoSansBengali-Cd2.woff2'))).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const file of ['index.html', 'login/index.html', '404.html', 'mockServiceWorker.js', 'images/a.svg'])
      expect(cacheControl(root, join(root, file)), file).toBe('no-cache');
  });
});
