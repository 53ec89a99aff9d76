import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoAuth } from './demoAuth';
import { createHandlers } from './handlers';
import { idTokenVerifier } from './idTokens';
import { createMemoryDb } from './memoryDb';
import { memoryStorage } from './memoryStorage';
import { testIdToken } from './testTokens';

/**
 * The MSW handlers with the demo's sign-in (mocks/demoAuth.ts), its accounts looked up as the browser
 * worker does (mocks/browser.ts). Every refusal of the owner rule is checked on both transports by
 * the contract suite (contract-tests/wishlistGuard.ts); here, what only this verifier and this
 * transport do.
 */
const baseUrl = 'http://owner.msw.test';
const auth = createDemoAuth({ session: memoryStorage() });
const password = 'owner-secret-1';
const owner = 'owner.one@freshbazar.test';
const other = 'owner.two@freshbazar.test';
let otherUid = '';

const server = setupServer(
  ...createHandlers({
    baseUrl,
    ...createMemoryDb(),
    verifyIdToken: idTokenVerifier({ lookup: auth.lookup }),
  }),
);
const wishlist = (headers: Record<string, string> = {}) =>
  fetch(`${baseUrl}/favorites?email=${encodeURIComponent(owner)}`, { headers });
const switchTo = (name: string) =>
  fetch(`${baseUrl}/__stub/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  otherUid = (await auth.signUp(other, password)).uid;
  await auth.signUp(owner, password);
});
afterAll(() => server.close());

describe("MSW handlers with the demo's sign-in", () => {
  it("answer the owner's token, and refuse one whose email was changed or of an account this browser does not have", async () => {
    await auth.signIn(owner, password);
    expect((await wishlist({ authorization: `Bearer ${await auth.getIdToken()}` })).status).toBe(200);
    const rewritten = testIdToken({ uid: otherUid, email: owner });
    const stranger = testIdToken({ uid: 'gone-user', email: owner });
    for (const forged of [rewritten, stranger])
      expect((await wishlist({ authorization: `Bearer ${forged}` })).status).toBe(401);
  });

  it('open-wishlists may be switched on at run time (they serve only their own tab), and off again', async () => {
    expect((await switchTo('open-wishlists')).status).toBe(200);
    try {
      expect((await wishlist()).status).toBe(200);
    } finally {
      await fetch(`${baseUrl}/__stub/scenario`, { method: 'DELETE' });
    }
    expect((await wishlist()).status).toBe(401);
  });
});
