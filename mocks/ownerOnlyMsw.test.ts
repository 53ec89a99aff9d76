import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoAuth } from './demoAuth';
import { createHandlers } from './handlers';
import { idTokenVerifier } from './idTokens';
import { createMemoryDb } from './memoryDb';
import { memoryStorage } from './memoryStorage';
import { ownerOnlySuite, type Who } from './ownerSuite';
import { testIdToken } from './testTokens';

/**
 * The MSW handlers' refusals (Vitest, Playwright's msw project, dev:msw and the static demo), with
 * the same rule and suite as the stub's: tokens from the demo's sign-in (mocks/demoAuth.ts), looked up in
 * its accounts as the browser worker does (mocks/browser.ts).
 */
const baseUrl = 'http://owner.msw.test';
const auth = createDemoAuth({ session: memoryStorage() });
const password = 'owner-secret-1';
const emails: Record<Who, string> = {
  owner: 'owner.one@freshbazar.test',
  other: 'owner.two@freshbazar.test',
};
const uids: Record<Who, string> = { owner: '', other: '' };

async function token(who: Who): Promise<string> {
  uids[who] = (await auth.signIn(emails[who], password)).uid;
  return (await auth.getIdToken())!;
}

const server = setupServer(
  ...createHandlers({
    baseUrl,
    ...createMemoryDb(),
    verifyIdToken: idTokenVerifier({ lookup: auth.lookup }),
  }),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  for (const who of ['owner', 'other'] as const) {
    uids[who] = (await auth.signUp(emails[who], password)).uid;
  }
});
afterAll(() => server.close());

ownerOnlySuite('MSW handlers', {
  baseUrl: () => baseUrl,
  email: (who) => emails[who],
  uid: (who) => uids[who],
  token,
  opensWishlistsAtRunTime: true,
});

describe("MSW handlers with the demo's sign-in", () => {
  it('refuse a token whose email was changed, and one of an account this browser does not have', async () => {
    await token('other');
    const rewritten = testIdToken({ uid: uids.other, email: emails.owner });
    const stranger = testIdToken({ uid: 'gone-user', email: emails.owner });
    for (const forged of [rewritten, stranger]) {
      const response = await fetch(`${baseUrl}/favorites?email=${encodeURIComponent(emails.owner)}`, {
        headers: { authorization: `Bearer ${forged}` },
      });
      expect(response.status).toBe(401);
    }
  });
});
