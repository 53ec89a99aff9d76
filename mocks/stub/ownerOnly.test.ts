import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForEmulator } from '../../emulators/authEmulator';
import { freshFixtureDb } from '../fixtureDb';
import { idTokenVerifier } from '../idTokens';
import { testIdToken } from '../testTokens';
import { createStub, listenStub, stubVerifier } from './server';

/**
 * The stub's verifier over real HTTP. In `npm test` the stub asks the Auth emulator that
 * contract-tests/emulatorSetup.ts started (AUTH_CONTRACT_EMULATOR_URL), with users signed up there, as
 * `npm start` and Playwright run it; without one, the same claims check with tokens minted here.
 * Every refusal of the owner rule is checked on both transports by the contract suite
 * (contract-tests/wishlistGuard.ts).
 */
type Who = 'owner' | 'other';
const emulatorUrl = process.env.AUTH_CONTRACT_EMULATOR_URL?.replace(/\/+$/, '');
const run = Math.random().toString(36).slice(2, 10);
const password = 'owner-secret-1';
const emails: Record<Who, string> = emulatorUrl
  ? { owner: `ayesha.${run}@owner.test`, other: `rahim.${run}@owner.test` }
  : { owner: 'ayesha@freshbazar.test', other: 'rahim@freshbazar.test' };
const uids: Record<Who, string> = { owner: 'owner-uid', other: 'other-uid' };

async function emulatorAccount(path: string, body: object) {
  const response = await fetch(
    `${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:${path}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
    },
  );
  return (await response.json()) as { idToken?: string; localId?: string; error?: { message: string } };
}

/** A fresh token from the emulator; the account again if the auth contract suite wiped it meanwhile. */
async function emulatorToken(who: Who): Promise<string> {
  const signIn = await emulatorAccount('signInWithPassword', { email: emails[who], password });
  const answer = signIn.idToken ? signIn : await emulatorAccount('signUp', { email: emails[who], password });
  if (!answer.idToken || !answer.localId) throw new Error(`Auth emulator: ${JSON.stringify(answer)}`);
  uids[who] = answer.localId;
  return answer.idToken;
}

let server: Server;
let baseUrl = '';
const stubEnv = emulatorUrl ? { FIREBASE_AUTH_EMULATOR_HOST: new URL(emulatorUrl).host } : {};

beforeAll(async () => {
  if (emulatorUrl) {
    await waitForEmulator(emulatorUrl, 240_000);
    await Promise.all([emulatorToken('owner'), emulatorToken('other')]);
  }
  const { app } = createStub({
    source: freshFixtureDb(),
    fixtures: freshFixtureDb,
    verifyIdToken: stubVerifier(stubEnv),
  });
  server = await listenStub(app, 0, '127.0.0.1');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 260_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const token = (who: Who) =>
  emulatorUrl ? emulatorToken(who) : Promise.resolve(testIdToken({ uid: uids[who], email: emails[who] }));

describe(emulatorUrl ? 'the stub with the Auth emulator' : 'the stub (claims only)', () => {
  it("answers the owner's token; another user's is refused 403", async () => {
    const wishlist = async (who: Who) =>
      fetch(`${baseUrl}/favorites?email=${encodeURIComponent(emails.owner)}`, {
        headers: { authorization: `Bearer ${await token(who)}` },
      });
    expect((await wishlist('owner')).status).toBe(200);
    expect((await wishlist('other')).status).toBe(403);
  });
});

describe('the stub when it cannot ask the Auth emulator', () => {
  it('answers a clear JSON 503, not a crash, and the catalog still answers', async () => {
    // A port nobody listens on: the emulator is down.
    const { app } = createStub({
      source: freshFixtureDb(),
      fixtures: freshFixtureDb,
      verifyIdToken: stubVerifier({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' }),
    });
    const down = await listenStub(app, 0, '127.0.0.1');
    try {
      const url = `http://127.0.0.1:${(down.address() as AddressInfo).port}`;
      const token = testIdToken({ uid: 'u1', email: 'ayesha@freshbazar.test' });
      const response = await fetch(`${url}/favorites?email=ayesha@freshbazar.test`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: expect.stringMatching(/Auth emulator at 127\.0\.0\.1:9 does not answer/),
      });
      expect((await fetch(`${url}/products`)).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => down.close(() => resolve()));
    }
  });

  it('refuses a token for another Firebase project', async () => {
    const verify = idTokenVerifier({ projectId: 'demo-storefront' });
    await expect(
      verify(testIdToken({ uid: 'u1', email: 'a@b.test' }, { projectId: 'demo-other' })),
    ).rejects.toThrow(/another Firebase project/);
  });
});

if (emulatorUrl) {
  describe('the stub asks the Auth emulator about each token', () => {
    it('refuses a well-formed token of a user the emulator does not have, and one whose email was changed', async () => {
      const stranger = testIdToken({ uid: `no-such-user-${run}`, email: emails.owner });
      const rewritten = testIdToken({ uid: uids.other, email: emails.owner });
      await emulatorToken('other');
      for (const token of [stranger, rewritten]) {
        const response = await fetch(`${baseUrl}/favorites?email=${encodeURIComponent(emails.owner)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.status).toBe(401);
      }
    });
  });
}
