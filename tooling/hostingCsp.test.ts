import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexHtmlScriptHashes, inlineScriptHashes } from './earlyScript';
import { hostingCsp, withCspText, withScriptHashes } from './hostingCsp';

const read = (file: string) => readFileSync(path.join(import.meta.dirname, '..', file), 'utf8');

/** A VITE_* value of an env file, as the workspace's committed policy is made from it. */
function envValue(file: string, key: string): string | undefined {
  const line = read(file)
    .split('\n')
    .find((l) => l.startsWith(`${key}=`));
  return line?.slice(key.length + 1).trim() || undefined;
}

describe('npm run hosting:csp', () => {
  it("gives the demo's policy the page's script hashes and leaves its other directives as they are", () => {
    const demo = "default-src 'self'; script-src 'self' 'sha256-old='; connect-src 'self'";
    expect(withScriptHashes(demo, ["'sha256-new='"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-new='; connect-src 'self'",
    );
  });

  it('allows exactly the inline scripts of a page, by hash', () => {
    const html = '<script>a()</script><script type="module" src="/x.js"></script><script>\nb()\n</script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      expect.stringMatching(/^'sha256-/),
    ]);
    const policy = "default-src 'self'; script-src 'self' 'sha256-old='; object-src 'none'";
    expect(hostingCsp(policy, { apiUrl: 'https://api.example.com', scriptHashes: hashes })).toBe(
      // script-src in its place; the directives the policy lacked, after default-src.
      "default-src 'self'; img-src 'self' data: blob: https:; connect-src 'self' https://api.example.com " +
        'https://identitytoolkit.googleapis.com https://securetoken.googleapis.com; frame-src https://*.firebaseapp.com; ' +
        `script-src 'self' ${hashes.join(' ')}; object-src 'none'`,
    );
  });

  it('changes only the policy in firebase.json, not the file around it', () => {
    const text =
      '{\n  "hosting": { "headers": [\n    { "source": "**", "headers": [{ "key": "Content-Security-Policy", "value": "a" }] }\n  ] }\n}\n';
    expect(withCspText(text, (value) => `${value}; b`)).toBe(text.replace('"a"', '"a; b"'));
  });

  it('wrote the committed firebase.json: the workspace URLs and index.html’s inline script', () => {
    const urls = {
      apiUrl: envValue('.env.development', 'VITE_API_URL')!,
      authEmulatorUrl: envValue('.env.development', 'VITE_AUTH_EMULATOR_URL'),
      authDomain: envValue('.env.development', 'VITE_FIREBASE_AUTH_DOMAIN'),
      scriptHashes: indexHtmlScriptHashes(path.join(import.meta.dirname, '..')),
    };
    const committed = read('firebase.json');
    expect(
      withCspText(committed, (value) => hostingCsp(value, urls)),
      'firebase.json’s CSP is stale (index.html’s inline script, the filter parameters or .env.development changed): run `npm run hosting:csp -- development`, or a build for the script’s hash alone',
    ).toBe(committed);
  });
});
