import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/** Each command that takes flags, as its npm script runs it. */
const commands: [name: string, entry: string, ...args: string[]][] = [
  ['npm start', 'scripts/start.ts'],
  ['npm run stub', 'mocks/stub/main.ts'],
  ['npm run demo', 'scripts/demo.ts'],
  ['npm run visual', 'scripts/visual/main.ts'],
  ['check:backend', 'scripts/checkBackend.ts'],
  ['contract:diff', 'scripts/contractDiff.ts'],
  ['npm run perf:phone', 'scripts/perf/phone.ts'],
  ['npm run perf:serve', 'scripts/perf/serve.ts'],
  ['npm run lighthouse', 'scripts/lighthouse.ts'],
  ['npm run stub:crash-test', 'contract-tests/stubCrashLoop.ts'],
  ['check:build', 'tooling/check.ts'],
  ['hosting:csp', 'tooling/hostingCsp.ts'],
  ['serveStatic', 'scripts/serveStatic.ts'],
];

async function run(entry: string, ...args: string[]) {
  try {
    await promisify(execFile)('node_modules/.bin/tsx', [entry, ...args], { timeout: 25_000 });
    return { code: 0, stderr: '' };
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr };
  }
}

// Each case starts a tsx process: on a busy machine that takes seconds, so they run side by side.
describe.concurrent(
  'every command refuses a flag it does not know (scripts/flags.ts)',
  { timeout: 30_000 },
  () => {
    it.each(commands)('%s: a sentence, its usage, exit code 2, no stack trace', async (name, entry) => {
      const { code, stderr } = await run(entry, '--bogus');
      expect(code).toBe(2);
      expect(stderr).toContain(`${name}: Unknown option '--bogus'.`);
      expect(stderr).toMatch(/^usage: /m);
      expect(stderr).not.toMatch(/^\s+at /m);
    });

    it.each([
      [
        'npm run stub',
        'mocks/stub/main.ts',
        '--latency',
        'abc',
        "--latency wants milliseconds like 300 or 200-800, got 'abc'.",
      ],
      ['npm run stub', 'mocks/stub/main.ts', '--port', 'x', "--port wants a port number, got 'x'."],
      ['npm start', 'scripts/start.ts', '--scenario', "Option '--scenario <value>' argument missing."],
      [
        'npm start',
        'scripts/start.ts',
        '--backend',
        'http://127.0.0.1:1',
        '--real',
        'GET /product',
        "--real 'GET /product' names none of the contract's calls: did you mean GET /products or GET /products/:id?",
      ],
      [
        'npm run stub',
        'mocks/stub/main.ts',
        '--backend',
        'ftp://x',
        "--backend wants the backend's http(s) base URL, without credentials, query or fragment, got 'ftp://x'.",
      ],
      [
        'npm run visual',
        'scripts/visual/main.ts',
        '--base',
        'no-such-ref',
        "'no-such-ref' names no commit here.",
      ],
      [
        'check:backend',
        'scripts/checkBackend.ts',
        '--fuzz',
        'x',
        "--fuzz wants a whole number above 0, got 'x'.",
      ],
      ['contract:diff', 'scripts/contractDiff.ts', 'name the ref to compare with: --base origin/main.'],
      [
        'contract:diff',
        'scripts/contractDiff.ts',
        '--base',
        'no-such-ref',
        "'no-such-ref' names no commit here (a branch from elsewhere needs: git fetch origin <branch>).",
      ],
      [
        'npm run stub:crash-test',
        'contract-tests/stubCrashLoop.ts',
        '--rounds',
        'many',
        "--rounds wants a whole number above 0, got 'many'.",
      ],
    ])('%s %s %s: says what is wrong with the value', async (name, entry, ...rest) => {
      const sentence = rest.pop()!;
      const { code, stderr } = await run(entry, ...rest);
      expect(code).toBe(2);
      expect(stderr).toContain(`${name}: ${sentence}`);
    });
  },
);
