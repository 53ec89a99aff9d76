/**
 * `npm run check:backend -- https://backend.example` (or CONTRACT_BASE_URL=…): one real backend against
 * the contract (contract-tests/real-backend.test.ts), as two signed-in users; each wishlist call is also
 * tried as someone else (docs/contract.md, "Checking a real backend").
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CHECK_USER_NAME,
  checkUsersSettings,
  serializeUsers,
  signInCheckUsers,
  type CheckUsersSettings,
} from '../contract-tests/backendCheck';
import { GENERATED_CHECK } from '../contract-tests/fuzz';
import { describeToken } from '../contract-tests/wishlistGuard';
import { parseFlags, positiveNumber } from './flags';

const usage =
  'usage: npm run check:backend -- <backend URL> [--fuzz <requests> [--seed <n>]]\n' +
  '  with FIREBASE_AUTH_EMULATOR_HOST=host:port (the Auth emulator the backend verifies tokens with), or\n' +
  '  CHECK_BACKEND_API_KEY, CHECK_BACKEND_USER_1 and CHECK_BACKEND_USER_2 (email:password) for a real project;\n' +
  '  optional: CHECK_BACKEND_EXPIRED_TOKEN, an ID token of user 1 older than an hour;\n' +
  '  --fuzz N also sends N cases of requests generated from the contract (--seed repeats a run)';

const fail = (sentence: string, code = 2): never => {
  console.error(`check:backend: ${sentence}`);
  process.exit(code);
};

const command = { name: 'check:backend', usage };
const { values, positionals } = parseFlags(command, {
  allowPositionals: true,
  options: { fuzz: { type: 'string' }, seed: { type: 'string' } },
});
const fuzz = values.fuzz === undefined ? 0 : positiveNumber(command, '--fuzz', values.fuzz);
const seed =
  values.seed === undefined
    ? Math.floor(Math.random() * 2 ** 31)
    : positiveNumber(command, '--seed', values.seed);

const baseUrl = positionals[0] ?? process.env.CONTRACT_BASE_URL;
if (!baseUrl || positionals.length > 1) fail(`name one backend URL.\n${usage}`);
const protocol = URL.canParse(baseUrl!) ? new URL(baseUrl!).protocol : '';
if (protocol !== 'http:' && protocol !== 'https:') fail(`'${baseUrl}' is not an http(s) URL.\n${usage}`);

const found = checkUsersSettings(process.env);
if ('missing' in found) fail(found.missing);
const settings = found as CheckUsersSettings;
const users = await signInCheckUsers(settings).catch((error: Error) => fail(`${error.message}.`));

const expiredToken = process.env.CHECK_BACKEND_EXPIRED_TOKEN?.trim();
if (expiredToken) {
  const token = describeToken(expiredToken);
  if (token.email?.toLowerCase() !== users.one.email.toLowerCase())
    fail(`CHECK_BACKEND_EXPIRED_TOKEN is not a token of ${users.one.email} (user 1).`);
  if (!token.expired)
    fail(`CHECK_BACKEND_EXPIRED_TOKEN has not expired yet (it does at ${token.expiresAt?.toISOString()}).`);
}

console.info(
  `check:backend: ${baseUrl}\n` +
    `  signed in as ${users.one.email} and ${users.two.email} (${
      settings.source === 'emulator'
        ? `the Auth emulator at ${settings.emulator}`
        : 'the Firebase project of CHECK_BACKEND_API_KEY'
    })\n` +
    `  POST /users is checked with ${users.one.email}, "${CHECK_USER_NAME}" (created on the first check, then reused)\n` +
    '  favorites are added to their wishlists and removed before the check ends\n' +
    "  every wishlist call is also tried without a token, with a bad one and with the other user's" +
    (fuzz
      ? `\n  then ${fuzz} cases of requests generated from the contract (seed ${seed}), each as its owner; ` +
        'what they add is removed'
      : ''),
);

const reportDir = mkdtempSync(join(tmpdir(), 'check-backend-'));
const report = join(reportDir, 'leaks.txt');
const results = join(reportDir, 'results.json');
const setupReport = join(reportDir, 'setup.txt');
const fuzzReport = join(reportDir, 'fuzz.txt');
const vitest = spawn(
  'node_modules/.bin/vitest',
  ['run', '--project', 'backend', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      CONTRACT_BASE_URL: baseUrl,
      CHECK_BACKEND_SIGNED_IN: serializeUsers(users),
      CHECK_BACKEND_LEAK_REPORT: report,
      CHECK_BACKEND_SETUP_REPORT: setupReport,
      ...(fuzz && { CHECK_BACKEND_FUZZ: String(fuzz), CHECK_BACKEND_FUZZ_SEED: String(seed) }),
      CHECK_BACKEND_FUZZ_REPORT: fuzzReport,
    },
  },
);
const [code, signal] = (await once(vitest, 'exit')) as [number | null, NodeJS.Signals | null];
/** A report's lines; none if it was not written (no leak, or the checks could start). */
const linesOf = (file: string) => {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
};
const leaks = linesOf(report);
const generated = linesOf(fuzzReport);
const failures = [...linesOf(setupReport), ...failedChecks(results, generated.length > 0)];
rmSync(reportDir, { recursive: true, force: true });
if (leaks.length > 0)
  console.error(
    `\ncheck:backend: FAILED. This backend lets a caller touch a wishlist that is not theirs:\n` +
      leaks.map((leak) => `  - ${leak}`).join('\n') +
      '\nA backend must verify the ID token (docs/contract.md, "What a backend must verify").',
  );
if (failures.length > 0)
  console.error(
    `\ncheck:backend: FAILED. What the app relies on and this backend does not answer:\n` +
      failures.map((failure) => `  - ${failure}`).join('\n'),
  );
if (generated.length > 0)
  console.error(
    `\ncheck:backend: FAILED. A request the contract allows, generated, that this backend does not answer as it says:\n` +
      generated.map((line) => `  ${line}`).join('\n'),
  );
process.exit(
  leaks.length > 0 || failures.length > 0 || generated.length > 0 ? 1 : (code ?? (signal ? 1 : 0)),
);

/**
 * Each failed check as one line, its name and the first line of what went wrong (the leaks are said
 * above, and the generated requests' finding below when it was written).
 */
function failedChecks(file: string, fuzzReported: boolean): string[] {
  let report: {
    testResults?: {
      assertionResults?: { title: string; status: string; failureMessages?: string[] }[];
    }[];
  };
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  // The check's own words, without the matcher's ("…: expected false to be true // Object.is equality").
  const firstLine = (text = '') => {
    const line = text
      .replace(/^(Assertion)?Error: /, '')
      .split('\n')[0]!
      .trim();
    const matcher = line.lastIndexOf(': expected ');
    return line.endsWith('// Object.is equality') && matcher > 0 ? line.slice(0, matcher) : line;
  };
  const lines: string[] = [];
  for (const result of report.testResults ?? []) {
    for (const check of result.assertionResults ?? [])
      if (
        check.status === 'failed' &&
        !check.title.startsWith('only the owner') &&
        !(fuzzReported && check.title.startsWith(GENERATED_CHECK))
      )
        lines.push(`${check.title}: ${firstLine(check.failureMessages?.[0])}`);
  }
  return lines;
}
