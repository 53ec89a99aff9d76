/**
 * `npm run check:build [-- DIR]` (default dist/): exit 1, with each finding, when a production build's
 * files carry anything of the workspace's mocks (FORBIDDEN), whatever route it took into the bundle.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { demoAccounts, demoGoogleAccounts } from '../fixtures/demo-accounts';

export interface Finding {
  file: string;
  what: string;
  excerpt: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What must never be in a production build's files, and why. */
export const FORBIDDEN: { what: string; pattern: RegExp }[] = [
  ...[...demoAccounts, ...demoGoogleAccounts].map(({ email }) => ({
    what: `demo account ${email}`,
    pattern: new RegExp(escape(email), 'i'),
  })),
  { what: 'a test email address', pattern: /[\w.%+-]+@[\w-]+(\.[\w-]+)*\.(test|invalid|localhost)\b/i },
  {
    what: 'a local emulator or stub address',
    pattern: /\b(127\.0\.0\.1|localhost|0\.0\.0\.0|\[::1\]):\d{2,5}\b/,
  },
  { what: 'a call to the stub control routes', pattern: /__stub\b/ },
  { what: 'the preview backend banner', pattern: /preview-banner-dismissed/ },
  // Their texts: the workspace catalog (src/i18n/locales/workspace), keyed by these ids.
  { what: "the workspace tools' messages", pattern: /["'`](banner|scenario|emulator)\.\w[\w.]*["'`]/ },
  { what: 'fault injection code', pattern: /\b(latencyMs|errorRate|errorStatus|STUB_FAULTS)\b/ },
  { what: 'stub scenario code', pattern: /\b(STUB_SCENARIO|stubScenario|scenario-badge-root)\b/ },
  { what: 'Mock Service Worker code', pattern: /mockServiceWorker|\[MSW\]/ },
  // The storage keys of the demo's sign-in (mocks/demoAuth.ts).
  { what: "the demo's sign-in", pattern: /storefront-demo-(auth|session)/ },
];

/** Files that are never text. */
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|eot|br|gz)$/i;

export function checkBuild(dir: string): Finding[] {
  const findings: Finding[] = [];
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, file);
    if (statSync(path).isDirectory()) continue;
    if (/(^|[\\/])mockServiceWorker\.js$/.test(file))
      findings.push({ file, what: 'the MSW worker file', excerpt: file });
    if (BINARY.test(file)) continue;
    const text = readFileSync(path, 'utf8');
    for (const { what, pattern } of FORBIDDEN) {
      const match = pattern.exec(text);
      if (!match) continue;
      const excerpt = text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40);
      findings.push({ file, what, excerpt: excerpt.replace(/\s+/g, ' ') });
    }
  }
  return findings;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { parseFlags } = await import('../scripts/flags');
  const usage = 'usage: npm run check:build -- [DIR (dist)]';
  const { positionals } = parseFlags({ name: 'check:build', usage }, { allowPositionals: true, options: {} });
  const dir = positionals[0] ?? 'dist';
  const findings = checkBuild(dir);
  for (const { file, what, excerpt } of findings) console.error(`${file}: ${what}: …${excerpt}…`);
  if (findings.length > 0) {
    console.error(`\n${dir} is not a clean production build: ${findings.length} finding(s) above.`);
    process.exit(1);
  }
  console.info(
    `${dir}: no MSW worker, demo or test accounts, local addresses, preview banner, /__stub/ calls, fault or scenario code.`,
  );
}
