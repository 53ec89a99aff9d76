/**
 * The hosting Content-Security-Policy, from the configured URLs rather than
 * hard-coded ports: the API origin (VITE_API_URL) and the Auth emulator
 * (VITE_AUTH_EMULATOR_URL, when a build uses one) may be called; images may
 * come from any https: host (a real backend's thumbnails, Google avatars).
 * Everything else in firebase.json's policy (the inline script's hash,
 * frame-ancestors...) stays as written.
 *   npm run hosting:csp   rewrites firebase.json's policy from the env / .env.production(.local)
 */
import { readFileSync, writeFileSync } from 'node:fs';

export interface CspUrls {
  apiUrl: string;
  authEmulatorUrl?: string;
  /** The Firebase auth domain (its sign-in pop-up); default: any firebaseapp.com project. */
  authDomain?: string;
}

const FIREBASE_AUTH_APIS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/** The origin, with `localhost` beside `127.0.0.1` (a developer may open either). */
function origins(url: string): string[] {
  const { origin, hostname } = new URL(url);
  if (hostname === '127.0.0.1') return [origin, origin.replace('127.0.0.1', 'localhost')];
  return [origin];
}

/** `policy` with its img-src, connect-src and frame-src derived from `urls`. */
export function hostingCsp(policy: string, { apiUrl, authEmulatorUrl, authDomain }: CspUrls): string {
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
  };
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const kept = directives.filter((d) => !(d.split(/\s+/)[0]! in derived));
  const names = directives.map((d) => d.split(/\s+/)[0]!);
  // Each derived directive where the policy had it, or after default-src.
  const result = [...kept];
  for (const [name, sources] of Object.entries(derived)) {
    const at = names.indexOf(name);
    const line = `${name} ${[...new Set(sources)].join(' ')}`;
    result.splice(at === -1 ? 1 : Math.min(at, result.length), 0, line);
  }
  return result.join('; ');
}

interface HostingHeaders {
  hosting: { headers?: { source: string; headers: { key: string; value: string }[] }[] };
}

/** A firebase.json object with its CSP header rewritten for `urls`. */
export function withHostingCsp<T extends HostingHeaders>(firebaseJson: T, urls: CspUrls): T {
  return {
    ...firebaseJson,
    hosting: {
      ...firebaseJson.hosting,
      headers: firebaseJson.hosting.headers?.map((group) => ({
        ...group,
        headers: group.headers.map(({ key, value }) =>
          key === 'Content-Security-Policy' ? { key, value: hostingCsp(value, urls) } : { key, value },
        ),
      })),
    },
  };
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { loadEnv } = await import('vite');
  const { assertBuildSettings } = await import('./settings.ts');
  const mode = process.argv[2] ?? 'production';
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  assertBuildSettings(mode, env);
  const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as HostingHeaders;
  const urls = {
    apiUrl: env.VITE_API_URL!,
    authEmulatorUrl: env.VITE_AUTH_EMULATOR_URL,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  };
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig('firebase.json');
  const text = JSON.stringify(withHostingCsp(firebaseJson, urls));
  writeFileSync('firebase.json', await prettier.format(text, { ...options, parser: 'json' }));
  console.info(
    `firebase.json: CSP for ${urls.apiUrl}${urls.authEmulatorUrl ? ` and ${urls.authEmulatorUrl}` : ''}`,
  );
}
