import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { THROWAWAY_USER } from './backendCheck';
import { startQuirkyBackend, type Breakage, type QuirkyBackend } from './quirkyBackend';

const run = promisify(execFile);
let stop: (() => void) | undefined;
afterEach(() => stop?.());

async function quirky(breaks?: Breakage): Promise<QuirkyBackend> {
  const backend = await startQuirkyBackend(breaks);
  stop = () => backend.server.close();
  return backend;
}

/** `npm run check:backend -- <url>`, as a backend developer runs it. */
async function verify(backend: QuirkyBackend, env: Record<string, string> = {}) {
  const args = ['scripts/checkBackend.ts', backend.url];
  const options = { env: { ...process.env, ...env, FORCE_COLOR: '0', NO_COLOR: '1' }, timeout: 60_000 };
  try {
    const { stdout, stderr } = await run('node_modules/.bin/tsx', args, options);
    return { passed: true, output: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { passed: false, output: stdout + stderr };
  }
}

describe('verifying a foreign backend (npm run check:backend)', () => {
  it('passes an Express + Mongo style backend and prints the stub rules it differs on as advisories', async () => {
    const backend = await quirky();
    const { passed, output } = await verify(backend);
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
    // It stores whatever it gets, and the check still leaves no favorite and only its throwaway user,
    expect(backend.favorites).toEqual([]);
    expect(backend.users).toEqual([THROWAWAY_USER]);
    // which the next check finds again instead of adding another.
    const again = await verify(backend);
    expect(again.passed, again.output).toBe(true);
    expect(again.output).toContain(`${THROWAWAY_USER.email} was already known`);
    expect(backend.favorites).toEqual([]);
    expect(backend.users).toEqual([THROWAWAY_USER]);
  }, 130_000);

  it('fails a backend whose products lack a field the app reads', async () => {
    const { passed, output } = await verify(await quirky('missing-field'));
    expect(passed).toBe(false);
    expect(output).toMatch(/price/);
  }, 70_000);

  it('fails a backend that stores a favorite added again a second time', async () => {
    const { passed, output } = await verify(await quirky('duplicates'));
    expect(passed).toBe(false);
    expect(output).toContain('POST /favorites with the same _id + email answers 200 and adds no duplicate');
  }, 70_000);

  it('fails a backend that sends the product list in a shape the app does not accept', async () => {
    const { passed, output } = await verify(await quirky('wrong-shape'));
    expect(passed).toBe(false);
    expect(output).toContain('GET /products answers 200 with valid products');
  }, 70_000);

  it('creates no user at all when told a user the backend already has', async () => {
    const backend = await quirky();
    const known = { name: 'Known Shopper', email: 'known@example.test' };
    backend.users.push(known);
    const { passed, output } = await verify(backend, { CONTRACT_USER_EMAIL: known.email });
    expect(passed, output).toBe(true);
    expect(output).toContain(`${known.email} was already known`);
    expect(backend.favorites).toEqual([]);
    expect(backend.users).toEqual([known]);
  }, 70_000);
});
