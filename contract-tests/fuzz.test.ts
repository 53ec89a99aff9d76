import { setupServer } from 'msw/node';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshFixtureDb } from '../mocks/fixtureDb';
import { createHandlers } from '../mocks/handlers';
import { createMemoryDb } from '../mocks/memoryDb';
import { createStub, listenStub, stubVerifier } from '../mocks/stub/server';
import { testIdToken } from '../mocks/testTokens';
import { EMULATOR_CHECK_USERS } from './backendCheck';
import { fuzzBackend, type FuzzTarget } from './fuzz';
import { CLAIMS_ONLY_ENV } from './owner';
import { startQuirkyBackend } from './quirkyBackend';
import { runCheckBackend } from './runCheckBackend';

/** Each generated request goes as the user its email names, with a token the claims-only verifier takes. */
const tokenFor = (email: string) => testIdToken({ uid: `uid-${email.toLowerCase()}`, email });
const runs = { runs: 300, seed: 65 };

describe('requests the contract allows, generated', () => {
  it('the stub answers each of them as the contract says, and keeps no favorite of theirs', async () => {
    const stub = createStub({
      source: freshFixtureDb(),
      fixtures: freshFixtureDb,
      verifyIdToken: stubVerifier(CLAIMS_ONLY_ENV),
    });
    const server: Server = await listenStub(stub.app, 0, '127.0.0.1');
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const favorites = structuredClone(stub.db().favorites);
      const result = await fuzzBackend({ baseUrl, tokenFor, fillBodies: true, ...runs });
      expect(result.passed, result.passed ? '' : result.report).toBe(true);
      expect(stub.db().favorites).toEqual(favorites);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);

  describe('MSW handlers', () => {
    const baseUrl = 'http://fuzz.msw.test';
    const memory = createMemoryDb();
    const server = setupServer(...createHandlers({ baseUrl, ...memory }));
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterAll(() => server.close());

    it('answer each of them as the contract says, and keep no favorite of theirs', async () => {
      const favorites = structuredClone(memory.getDb().favorites);
      const result = await fuzzBackend({ baseUrl, tokenFor, fillBodies: true, ...runs } satisfies FuzzTarget);
      expect(result.passed, result.passed ? '' : result.report).toBe(true);
      expect(memory.getDb().favorites).toEqual(favorites);
    }, 60_000);
  });
});

describe('npm run check:backend -- <url> --fuzz N', () => {
  const fuzz = ['--fuzz', '40', '--seed', '7'];

  it('fails a backend that answers 500 to a valid name in Bengali, printing the smallest such request as curl', async () => {
    const backend = await startQuirkyBackend('bengali-500');
    try {
      const { passed, output } = await runCheckBackend(backend, {}, fuzz);
      expect(passed, output).toBe(false);
      expect(output).toContain(
        'then 40 cases of requests generated from the contract (seed 7), each as its owner',
      );
      const report = output.slice(
        output.indexOf('check:backend: FAILED. A request the contract allows, generated'),
      );
      expect(report).toMatch(
        /POST \/(favorites|users) answered 500 with text that is not JSON .*, to a request the contract allows\./,
      );
      // Shrunk: one Bengali letter in one field, the rest as small as the contract allows.
      const [line] = report.split('\n').filter((text) => text.trimStart().startsWith('curl '));
      expect(line).toMatch(
        new RegExp(
          `^\\s+curl -X POST '${backend.url}/(favorites|users)' -H 'authorization: Bearer [\\w.-]+' -H 'content-type: application/json' --data-binary '\\{.*\\}'$`,
        ),
      );
      const body = JSON.parse(/--data-binary '(.*)'$/.exec(line!)![1]!) as Record<string, unknown>;
      expect(Object.values(body).filter((value) => /[\u0980-\u09ff]/.test(String(value)))).toHaveLength(1);
      expect(Object.values(body).find((value) => /[\u0980-\u09ff]/.test(String(value)))).toMatch(
        /^[\u0980-\u09ff]$/,
      );
      // It wrote only to the check's users, and left their wishlists as it found them.
      expect(backend.favorites).toEqual([]);
      expect(new Set(backend.users.map((user) => user.email))).toEqual(
        new Set([EMULATOR_CHECK_USERS[0].email]),
      );
    } finally {
      backend.server.close();
    }
  }, 150_000);

  it('passes the stub', async () => {
    const emulator = new URL(process.env.AUTH_CONTRACT_EMULATOR_URL!).host;
    const stub = createStub({
      source: freshFixtureDb(),
      fixtures: freshFixtureDb,
      verifyIdToken: stubVerifier({ FIREBASE_AUTH_EMULATOR_HOST: emulator }),
    });
    const server = await listenStub(stub.app, 0, '127.0.0.1');
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const favorites = structuredClone(stub.db().favorites);
      const { passed, output } = await runCheckBackend({ url }, {}, fuzz);
      expect(passed, output).toBe(true);
      expect(output).toContain('then 40 cases of requests generated from the contract (seed 7)');
      expect(stub.db().favorites).toEqual(favorites);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 150_000);
});
