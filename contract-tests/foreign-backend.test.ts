import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECK_USER_NAME, EMULATOR_CHECK_USERS } from './backendCheck';
import { runCheckBackend as verify } from './runCheckBackend';
import { startQuirkyBackend, type Breakage, type QuirkyBackend } from './quirkyBackend';

const run = promisify(execFile);
/** The user record the check creates (and then finds again): user one's. */
const checkUser = { name: CHECK_USER_NAME, email: EMULATOR_CHECK_USERS[0].email };
let stop: (() => void) | undefined;
afterEach(() => stop?.());

async function quirky(breaks?: Breakage): Promise<QuirkyBackend> {
  const backend = await startQuirkyBackend(breaks);
  stop = () => backend.server.close();
  return backend;
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
    // It checks tokens (Express style: {message}, not {error}): its refusals are advisories, not leaks.
    expect(output).toContain(
      '[contract] advisory (refusal) GET /favorites: refused each caller, but not as the contract says ' +
        '(401/403 {error}): 401 with an object with keys message where it says 401; ' +
        '403 with an object with keys message where it says 403',
    );
    expect(output).not.toContain('[leak]');
    // It stores whatever it gets, and the check still leaves no favorite and only user one's record,
    expect(backend.favorites).toEqual([]);
    expect(backend.users).toEqual([checkUser]);
    // which the next check finds again instead of adding another.
    const again = await verify(backend);
    expect(again.passed, again.output).toBe(true);
    expect(again.output).toContain(`${checkUser.email} was already known`);
    expect(backend.favorites).toEqual([]);
    expect(backend.users).toEqual([checkUser]);
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

  it('fails a backend that sends the product list in a shape the app does not accept, naming the shape', async () => {
    const { passed, output } = await verify(await quirky('wrong-shape'));
    expect(passed).toBe(false);
    expect(output).toContain(
      'GET /products answered 200 with an object with keys data, where the app reads a list of products or {products: [...]}',
    );
    expect(output).not.toMatch(/TypeError|Cannot read properties/);
  }, 70_000);

  it('says in one sentence what to set when it has no users to sign in as, and exits 2', async () => {
    const backend = await quirky();
    const output = await run('node_modules/.bin/tsx', ['scripts/checkBackend.ts', backend.url], {
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '', CHECK_BACKEND_API_KEY: '', NO_COLOR: '1' },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
    );
    expect(output.code).toBe(2);
    expect(output.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^check:backend: The check sends every wishlist call as a signed-in user, so it needs two: set FIREBASE_AUTH_EMULATOR_HOST .* CHECK_BACKEND_USER_1 and CHECK_BACKEND_USER_2 .*\.$/,
      ),
    ]);
    expect(backend.favorites).toEqual([]);
    expect(backend.users).toEqual([]);
  }, 30_000);
});
