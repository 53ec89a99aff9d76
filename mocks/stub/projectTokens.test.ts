import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenRefused } from '../access';
import { testIdToken } from '../testTokens';
import { stubVerifier } from './server';

/**
 * When the app signs in to a real Firebase project (`npm start` with .env.development.local naming
 * one), the stub checks those tokens for the wishlist calls it keeps: the claims for that project,
 * then Google's accounts:lookup with the project's web API key, which checks the signature. Google
 * is played here by MSW: it knows one token, and refuses any other as a forged one.
 */
const project = 'shop-real';
const ayesha = testIdToken({ uid: 'uid-ayesha', email: 'ayesha@example.com' }, { projectId: project });
const keys: string[] = [];
const google = setupServer(
  http.post('https://identitytoolkit.googleapis.com/v1/accounts:lookup', async ({ request }) => {
    keys.push(new URL(request.url).searchParams.get('key') ?? '');
    const { idToken } = (await request.json()) as { idToken: string };
    return idToken === ayesha
      ? HttpResponse.json({ users: [{ localId: 'uid-ayesha', email: 'ayesha@example.com' }] })
      : HttpResponse.json({ error: { message: 'INVALID_ID_TOKEN' } }, { status: 400 });
  }),
);
beforeAll(() => google.listen({ onUnhandledRequest: 'error' }));
afterAll(() => google.close());

describe("the stub's check of a real project's ID tokens", () => {
  const verify = stubVerifier({ FIREBASE_API_KEY: 'web-key-1', FIREBASE_PROJECT_ID: project });

  it("accepts a token Google knows, asking with the project's key", async () => {
    expect(await verify(ayesha)).toEqual({
      uid: 'uid-ayesha',
      email: 'ayesha@example.com',
      email_verified: false,
    });
    expect(keys).toEqual(['web-key-1']);
  });

  it("refuses one Google does not accept, and another project's without asking", async () => {
    const forged = testIdToken({ uid: 'uid-ayesha', email: 'rahim@example.com' }, { projectId: project });
    await expect(verify(forged)).rejects.toThrow(
      new TokenRefused('Firebase Auth does not accept this ID token (INVALID_ID_TOKEN): sign in again.'),
    );
    await expect(verify(testIdToken({ uid: 'uid-ayesha', email: 'ayesha@example.com' }))).rejects.toThrow(
      `The ID token is for another Firebase project than ${project}.`,
    );
    expect(keys).toHaveLength(2);
  });
});
