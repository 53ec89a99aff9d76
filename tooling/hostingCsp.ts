/**
 * The hosting Content-Security-Policy from VITE_API_URL and VITE_AUTH_EMULATOR_URL, with index.html's
 * inline scripts by hash; the rest of firebase.json's policy stays.
 *   npm run hosting:csp               rewrites firebase.json's policy from the env / .env.production(.local)
 *   npm run hosting:csp -- development  the committed, workspace policy
 * Both also write the hashes into firebase.demo.json's script-src (the demo serves the same index.html);
 * a build writes the hashes alone (inlineScriptCsp below).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { indexHtmlScriptHashes, withNarrowingParams } from './earlyScript.ts';

export interface CspUrls {
  apiUrl: string;
  authEmulatorUrl?: string;
  /** The Firebase auth domain (its sign-in pop-up); default: any firebaseapp.com project. */
  authDomain?: string;
  /** The CSP hashes of the page's inline scripts (inlineScriptHashes); without them script-src stays. */
  scriptHashes?: readonly string[];
}

const FIREBASE_AUTH_APIS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/** The origin, with `localhost` beside `127.0.0.1` (a developer may open either). */
function origins(url: string): string[] {
  const { origin, hostname } = new URL(url);
  return hostname === '127.0.0.1' ? [origin, origin.replace('127.0.0.1', 'localhost')] : [origin];
}

const directivesOf = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);

/** `policy` with its img-src, connect-src and frame-src derived from `urls`. */
export function hostingCsp(
  policy: string,
  { apiUrl, authEmulatorUrl, authDomain, scriptHashes }: CspUrls,
): string {
  const api = origins(apiUrl);
  const derived: Record<string, string[]> = {
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...api.filter((o) => o.startsWith('http:'))],
    'connect-src': [
      "'self'",
      ...api,
      ...(authEmulatorUrl ? origins(authEmulatorUrl) : []),
      ...FIREBASE_AUTH_APIS,
    ],
    'frame-src': [authDomain ? `https://${authDomain}` : 'https://*.firebaseapp.com'],
    ...(scriptHashes && { 'script-src': ["'self'", ...scriptHashes] }),
  };
  const directives = directivesOf(policy);
  const line = (name: string) => `${name} ${[...new Set(derived[name])].join(' ')}`;
  // Each derived directive where the policy has it (so a rewrite changes only values), else after default-src.
  const result = directives.map((d) => {
    const name = d.split(/\s+/)[0]!;
    return name in derived ? line(name) : d;
  });
  const names = new Set(directives.map((d) => d.split(/\s+/)[0]!));
  const added = Object.keys(derived).filter((name) => !names.has(name));
  result.splice(1, 0, ...added.map(line));
  return result.join('; ');
}

export interface HostingHeaders {
  hosting: { headers?: { source: string; headers: { key: string; value: string }[] }[] };
}

/** firebase.json's text with each CSP header's value replaced by `policy(value)`, its formatting kept. */
export function withCspText(text: string, policy: (value: string) => string): string {
  const config = JSON.parse(text) as HostingHeaders;
  let out = text;
  for (const group of config.hosting.headers ?? []) {
    for (const { key, value } of group.headers) {
      if (key === 'Content-Security-Policy')
        out = out.replace(JSON.stringify(value), JSON.stringify(policy(value)));
    }
  }
  return out;
}

/** `policy` with its script-src allowing exactly `scriptHashes` beside 'self'; every other directive as written. */
export function withScriptHashes(policy: string, scriptHashes: readonly string[]): string {
  return directivesOf(policy)
    .map((d) => (d.split(/\s+/)[0] === 'script-src' ? ["script-src 'self'", ...scriptHashes].join(' ') : d))
    .join('; ');
}

/** A firebase.json object with its CSP header rewritten for `urls`. */
export const withHostingCsp = <T extends HostingHeaders>(firebaseJson: T, urls: CspUrls): T =>
  JSON.parse(withCspText(JSON.stringify(firebaseJson), (value) => hostingCsp(value, urls)));

/** The hosting configs whose script-src allows index.html's inline script by hash. */
export const HOSTING_CONFIGS = ['firebase.json', 'firebase.demo.json'];

/** Each config's script-src set to `hashes` where it differs (`write`: rewritten); the names of those. */
export function staleScriptHashes(hashes: readonly string[], root: string, write: boolean): string[] {
  return HOSTING_CONFIGS.filter((name) => {
    const file = `${root}/${name}`;
    const text = readFileSync(file, 'utf8');
    const updated = withCspText(text, (policy) => withScriptHashes(policy, hashes));
    if (write && updated !== text) writeFileSync(file, updated);
    return updated !== text;
  });
}

/**
 * index.html's inline script: its parameters filled in (dev and build), and in a build its CSP hash
 * written into the hosting configs when it changed (a stale committed one fails hostingCsp.test.ts).
 */
export function inlineScriptCsp(): Plugin {
  let root = '.';
  let building = false;
  return {
    name: 'storefront:inline-script-csp',
    configResolved: (config) => {
      root = config.root;
      building = config.command === 'build';
    },
    transformIndexHtml: { order: 'pre', handler: withNarrowingParams },
    // Builds only, and not in CI: a test run must find a stale hash, not mend it.
    buildStart() {
      if (!building) return;
      const stale = staleScriptHashes(indexHtmlScriptHashes(root), root, !process.env.CI);
      if (stale.length === 0) return;
      if (process.env.CI)
        this.error(
          `${stale.join(' and ')}: a stale CSP hash of index.html's inline script; build once locally and commit.`,
        );
      this.warn(`index.html's inline script changed: its CSP hash is now in ${stale.join(' and ')}.`);
    },
  };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { loadEnv } = await import('vite');
  const { assertBuildSettings } = await import('./settings.ts');
  const { parseFlags } = await import('../scripts/flags');
  const usage = 'usage: npm run hosting:csp -- [MODE (production)]';
  const { positionals } = parseFlags({ name: 'hosting:csp', usage }, { allowPositionals: true, options: {} });
  const mode = positionals[0] ?? 'production';
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  assertBuildSettings(mode, env);
  const urls = {
    apiUrl: env.VITE_API_URL!,
    authEmulatorUrl: env.VITE_AUTH_EMULATOR_URL,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    scriptHashes: indexHtmlScriptHashes(),
  };
  writeFileSync(
    'firebase.json',
    withCspText(readFileSync('firebase.json', 'utf8'), (value) => hostingCsp(value, urls)),
  );
  const demo = readFileSync('firebase.demo.json', 'utf8');
  writeFileSync(
    'firebase.demo.json',
    withCspText(demo, (value) => withScriptHashes(value, urls.scriptHashes)),
  );
  console.info(
    `firebase.json: CSP for ${urls.apiUrl}${urls.authEmulatorUrl ? ` and ${urls.authEmulatorUrl}` : ''}, ` +
      `and index.html's ${urls.scriptHashes.length} inline script(s) by hash (also in firebase.demo.json)`,
  );
}
