/**
 * `npm run check:backend -- https://backend.example` (or CONTRACT_BASE_URL=… npm run check:backend):
 * checks one real product backend against the contract, and nothing else (the Vitest project
 * `backend`: contract-tests/real-backend.test.ts). It removes the favorites it adds; POST /users
 * is checked with one throwaway user, or with --user-email EMAIL (CONTRACT_USER_EMAIL), a user the
 * backend already has, so that nothing is created (docs/contract.md, "Checking a real backend").
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { RUN_EMAIL_PATTERN, THROWAWAY_USER } from '../contract-tests/backendCheck';

const usage = 'usage: npm run check:backend -- <backend URL> [--user-email EMAIL]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'user-email': { type: 'string', default: process.env.CONTRACT_USER_EMAIL },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.info(usage);
  process.exit(0);
}

const baseUrl = positionals[0] ?? process.env.CONTRACT_BASE_URL;
if (!baseUrl || positionals.length > 1) {
  console.error(usage);
  process.exit(2);
}
let protocol = '';
try {
  protocol = new URL(baseUrl).protocol;
} catch {
  /* reported below */
}
if (protocol !== 'http:' && protocol !== 'https:') {
  console.error(`check:backend: '${baseUrl}' is not an http(s) URL\n${usage}`);
  process.exit(2);
}

const userEmail = values['user-email']?.trim() || THROWAWAY_USER.email;
console.info(
  `check:backend: ${baseUrl}\n` +
    `  POST /users is checked with ${userEmail}` +
    (userEmail === THROWAWAY_USER.email ? ' (created on the first check, then reused; safe to delete)' : '') +
    `\n  favorites are added under ${RUN_EMAIL_PATTERN} and removed before the check ends`,
);

const vitest = spawn('node_modules/.bin/vitest', ['run', '--project', 'backend'], {
  stdio: 'inherit',
  env: { ...process.env, CONTRACT_BASE_URL: baseUrl, CONTRACT_USER_EMAIL: userEmail },
});
vitest.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
