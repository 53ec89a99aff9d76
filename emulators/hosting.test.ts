import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexHtmlScriptHashes } from '../tooling/earlyScript';

/* firebase.json `hosting`: the built SPA behind a strict CSP (issue 6, Security). */

// A path, not a file URL: under jsdom `URL` is jsdom's, which node:fs refuses.
const root = join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

interface HostingHeaders {
  source: string;
  headers: { key: string; value: string }[];
}
interface HostingConfig {
  emulators?: unknown;
  hosting: {
    public: string;
    trailingSlash?: boolean;
    rewrites: { source: string; destination: string }[];
    headers: HostingHeaders[];
  };
}
const config = JSON.parse(read('firebase.json')) as HostingConfig;
/** What the preview link and any Firebase Hosting of the static demo serve (.github/workflows/ci.yml). */
const demoConfig = JSON.parse(read('firebase.demo.json')) as HostingConfig;

/** The headers a config sends with every file. */
const headersOfEveryFile = ({ hosting }: HostingConfig): Record<string, string> =>
  Object.fromEntries(
    hosting.headers
      .filter((h) => h.source === '**')
      .flatMap((h) => h.headers.map(({ key, value }) => [key, value])),
  );
const headersForAll = headersOfEveryFile(config);
const demoHeaders = headersOfEveryFile(demoConfig);

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
const demoCsp = parseCsp(demoHeaders['Content-Security-Policy'] ?? '');

/** `camera=(), usb=()` → {camera: '()', usb: '()'} */
const parsePermissionsPolicy = (policy: string) =>
  Object.fromEntries(policy.split(',').map((part) => part.trim().split('=') as [string, string]));

/** Powerful features the shop never asks for: none of its pages may, nor anything framed in them. */
const UNUSED_FEATURES = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'display-capture',
];

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
    const hashes = indexHtmlScriptHashes(root);
    expect(hashes.length).toBeGreaterThan(0);
    expect(
      csp['script-src'],
      'index.html’s inline script changed: a build writes its hash (or `npm run hosting:csp -- development`)',
    ).toEqual(["'self'", ...hashes]);
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

  it('keeps browsers on https for two years, without enrolling the domain in the preload list', () => {
    // decision 042: `preload` is a promise about the whole domain that only a deployment's owner can make.
    expect(headersForAll['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });

  it("turns off the browser features the shop does not use, and keeps the Google sign-in popup's opener", () => {
    const policy = parsePermissionsPolicy(headersForAll['Permissions-Policy'] ?? '');
    for (const feature of UNUSED_FEATURES) expect(policy[feature], feature).toBe('()');
    // Only turned off, never granted to anyone: each feature's allowlist is empty.
    expect(Object.values(policy).filter((allow) => allow !== '()')).toEqual([]);
    // `same-origin` would cut the popup (on the auth domain) off from the page that opened it, and
    // signInWithPopup would never hear back.
    expect(headersForAll['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });

  it('leaves the emulators block as npm start needs it', () => {
    expect(config.emulators).toEqual({
      singleProjectMode: true,
      auth: { host: '127.0.0.1', port: 9099 },
      ui: { enabled: false },
    });
  });
});

describe('firebase.demo.json hosting: the static demo with the production headers', () => {
  it('serves dist-demo with the same routing as production', () => {
    expect(demoConfig.hosting.public).toBe('dist-demo');
    expect(demoConfig.hosting.trailingSlash).toBe(config.hosting.trailingSlash);
    expect(demoConfig.hosting.rewrites).toEqual(config.hosting.rewrites);
  });

  it("sends production's headers with every file, except HSTS", () => {
    const {
      'Content-Security-Policy': _policy,
      'Strict-Transport-Security': hsts,
      ...production
    } = headersForAll;
    expect(hsts).toBeDefined();
    const { 'Content-Security-Policy': demoPolicy, ...demo } = demoHeaders;
    expect(demoPolicy).toBeDefined();
    // nosniff, the referrer policy, the Permissions-Policy and COOP, as production sends them.
    expect(demo).toEqual(production);
  });

  it("has production's policy, with the backend and the Auth API on the page's own origin", () => {
    // The MSW worker answers both inside the tab (decision 034): nothing else may be called.
    expect(demoCsp['connect-src']).toEqual(["'self'"]);
    expect(demoCsp['worker-src']).toEqual(["'self'"]);
    // Every picture is the build's own; no Google popup (the in-browser emulator's account picker).
    expect(demoCsp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(demoCsp['frame-src']).toEqual(["'none'"]);
    const derived = ['connect-src', 'img-src', 'frame-src', 'worker-src'];
    const rest = (policy: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(policy).filter(([name]) => !derived.includes(name)));
    // The inline script's hash, frame-ancestors 'none', object-src 'none', ... exactly as production's.
    expect(rest(demoCsp)).toEqual(rest(csp));
    expect(demoCsp['script-src']).toEqual(["'self'", ...indexHtmlScriptHashes(root)]);
    expect(demoCsp['frame-ancestors']).toEqual(["'none'"]);
  });
});
