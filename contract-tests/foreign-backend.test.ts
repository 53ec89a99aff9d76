import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { startQuirkyBackend, type Breakage } from './quirkyBackend';

const run = promisify(execFile);
let stop: (() => void) | undefined;
afterEach(() => stop?.());

/** `CONTRACT_BASE_URL=… npm run test:contract`, as a backend developer runs it (only the real-backend file). */
async function verify(breaks?: Breakage) {
  const { url, server } = await startQuirkyBackend(breaks);
  stop = () => server.close();
  const args = [
    'vitest',
    'run',
    '--project',
    'contract',
    'contract-tests/real-backend.test.ts',
    '--reporter',
    'default',
  ];
  const env = { ...process.env, CONTRACT_BASE_URL: url, FORCE_COLOR: '0', NO_COLOR: '1' };
  try {
    const { stdout, stderr } = await run('npx', args, { env, timeout: 60_000 });
    return { passed: true, output: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { passed: false, output: stdout + stderr };
  }
}

describe('verifying a foreign backend (CONTRACT_BASE_URL)', () => {
  it('passes an Express + Mongo style backend and prints the stub rules it differs on as advisories', async () => {
    const { passed, output } = await verify();
    expect(passed, output).toBe(true);
    const advisories = output.split('\n').filter((line) => line.includes('[contract] advisory (stub rule)'));
    for (const expected of [
      'GET /products/:id 404',
      'POST /favorites 201',
      'POST /favorites 200',
      'DELETE /favorites/:id 404',
      'POST /users 201',
      'POST /favorites 413',
    ]) {
      expect(
        advisories.some((line) => line.includes(expected)),
        `${expected} in\n${advisories.join('\n')}`,
      ).toBe(true);
    }
    // Each advisory says why the app does not depend on the rule.
    expect(advisories.every((line) => line.includes('the app'))).toBe(true);
  }, 70_000);

  it('fails a backend whose products lack a field the app reads', async () => {
    const { passed, output } = await verify('missing-field');
    expect(passed).toBe(false);
    expect(output).toMatch(/price/);
  }, 70_000);

  it('fails a backend that stores a favorite added again a second time', async () => {
    const { passed, output } = await verify('duplicates');
    expect(passed).toBe(false);
    expect(output).toContain('POST /favorites with the same _id + email answers 200 and adds no duplicate');
  }, 70_000);

  it('fails a backend that sends the product list in a shape the app does not accept', async () => {
    const { passed, output } = await verify('wrong-shape');
    expect(passed).toBe(false);
    expect(output).toContain('GET /products answers 200 with valid products');
  }, 70_000);
});
