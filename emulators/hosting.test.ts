import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/* firebase.json `hosting`: the built SPA behind a strict CSP (issue 6, Security). */

// A path, not a file URL: under jsdom `URL` is jsdom's, which node:fs refuses.
const read = (file: string) => readFileSync(join(import.meta.dirname, '..', file), 'utf8');

interface HostingHeaders {
  source: string;
  headers: { key: string; value: string }[];
}
const config = JSON.parse(read('firebase.json')) as {
  emulators: unknown;
  hosting: { public: string; trailingSlash?: boolean; rewrites: { source: string; destination: string }[]; headers: HostingHeaders[] };
};

const headersForAll = Object.fromEntries(
  config.hosting.headers
    .filter((h) => h.source === '**')
    .flatMap((h) => h.headers.map(({ key, value }) => [key, value])),
);

/** `default-src 'self'; img-src 'self' data:` → {'default-src': ["'self'"], 'img-src': ["'self'", 'data:']} */
function parseCsp(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}
const csp = parseCsp(headersForAll['Content-Security-Policy'] ?? '');

/** The hash a browser computes for each inline script of index.html (what Vite keeps in the build). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/** VITE_* values of an env file, e.g. the backend the app is configured for. */
function envValue(file: string, key: string): string | undefined {
  const line = read(file)
    .split('\n')
    .find((l) => l.startsWith(`${key}=`));
  return line?.slice(key.length + 1).trim();
}

describe('firebase.json hosting', () => {
  it('serves each prerendered route its own HTML (/productFilter → productFilter/index.html), every other path the app shell', () => {
    expect(config.hosting.public).toBe('dist');
    expect(config.hosting.trailingSlash).toBe(false);
    expect(config.hosting.rewrites).toEqual([{ source: '**', destination: '/app-shell.html' }]);
  });

  it('sends nosniff and a referrer policy with every file', () => {
    expect(headersForAll['X-Content-Type-Options']).toBe('nosniff');
    // Product images from other hosts get no referrer (issue 18).
    expect(headersForAll['Referrer-Policy']).toBe('same-origin');
  });

  it("allows exactly index.html's inline theme script by hash, and no other inline or eval'd script", () => {
    const hashes = inlineScriptHashes(read('index.html'));
    expect(hashes.length).toBeGreaterThan(0);
    expect(csp['script-src'], 'index.html changed: run `npm run hosting:csp -- development`').toEqual(["'self'", ...hashes]);
  });

  it('loads everything else from the app itself, except the backend and the identity endpoints', () => {
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(['https://*.firebaseapp.com']);
    // sweetalert2 injects a <style> element and the carousels set inline styles: styles need 'unsafe-inline'.
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
      ]),
    );
    // A real backend's thumbnails and Google avatars are https: images; nothing else may come from anywhere.
    expect(csp['img-src']).toContain('https:');
    for (const directive of ['connect-src', 'img-src', 'script-src', 'default-src']) {
      expect(csp[directive], directive).not.toContain('*');
      if (directive !== 'img-src') expect(csp[directive], directive).not.toContain('https:');
      expect(csp[directive], directive).not.toContain("'unsafe-eval'");
    }
  });

  it('lets the app reach the backend and Auth emulator it is configured for', () => {
    // The committed policy is the workspace's (.env.development); `npm run hosting:csp` rewrites it
    // for a real deployment (docs/real-firebase.md).
    const api = new URL(envValue('.env.development', 'VITE_API_URL')!).origin;
    const auth = new URL(envValue('.env.development', 'VITE_AUTH_EMULATOR_URL')!).origin;
    expect(csp['connect-src']).toEqual(expect.arrayContaining([api, auth]));
    expect(csp['img-src'], 'thumbnails served by the backend').toContain(api);
  });

  it('leaves the emulators block as npm start needs it', () => {
    expect(config.emulators).toEqual({
      singleProjectMode: true,
      auth: { host: '127.0.0.1', port: 9099 },
      ui: { enabled: false },
    });
  });
});
