import { beforeAll, describe, expect, it } from 'vitest';
import { freshFixtureDb } from './fixtureDb';
import { favoriteOf } from '../src/contract';
import { expiredIdToken, tamperedIdToken } from './testTokens';

/**
 * ONE refusal suite for the transports over the owner rule (mocks/access.ts): the stub over real
 * HTTP (mocks/stub/ownerOnly.test.ts) and the MSW handlers (mocks/ownerOnlyMsw.test.ts).
 */
export type Who = 'owner' | 'other';

export interface OwnerSuiteSetup {
  baseUrl(): string;
  /** The user's email (unique per run when the users live in a shared Auth emulator). */
  email(who: Who): string;
  /** A valid ID token of the user, fresh for each call. */
  token(who: Who): Promise<string>;
  uid(who: Who): string;
  /**
   * Whether `open-wishlists` may be switched on at run time: in MSW's own tab, yes; on the stub,
   * which anyone who reaches it shares, only with `--scenario` at its start (issue 55).
   */
  opensWishlistsAtRunTime: boolean;
}

type Call = { name: string; send: (headers: Record<string, string>) => Promise<Response>; ok: number };

export function ownerOnlySuite(name: string, setup: OwnerSuiteSetup) {
  describe(`only the owner touches a wishlist: ${name}`, () => {
    const url = (path: string) => `${setup.baseUrl()}${path}`;
    const product = freshFixtureDb().products[0]!;
    const owner = () => setup.email('owner');
    const withBearer = async (who: Who) => ({ authorization: `Bearer ${await setup.token(who)}` });
    const listOf = async (who: Who) => {
      const response = await fetch(url(`/favorites?email=${encodeURIComponent(setup.email(who))}`), {
        headers: await withBearer(who),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { _id: string }[]).map((f) => f._id);
    };
    const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });

    const calls: Call[] = [
      {
        name: 'GET /favorites',
        send: (headers) => fetch(url(`/favorites?email=${encodeURIComponent(owner())}`), { headers }),
        ok: 200,
      },
      {
        name: 'POST /favorites',
        send: (headers) =>
          fetch(url('/favorites'), {
            method: 'POST',
            headers: json(headers),
            body: JSON.stringify(favoriteOf(product, owner())),
          }),
        ok: 201,
      },
      {
        name: 'DELETE /favorites/:id',
        send: (headers) =>
          fetch(url(`/favorites/${product._id}?email=${encodeURIComponent(owner())}`), {
            method: 'DELETE',
            headers,
          }),
        ok: 200,
      },
      {
        name: 'POST /users',
        send: (headers) =>
          fetch(url('/users'), {
            method: 'POST',
            headers: json(headers),
            body: JSON.stringify({ name: 'Owner', email: owner() }),
          }),
        ok: 201,
      },
    ];

    beforeAll(async () => {
      await fetch(url('/__stub/reset'), { method: 'POST' });
    });

    const refusals: [string, () => Promise<Record<string, string>>, number, RegExp][] = [
      ['no token', async () => ({}), 401, /Sign in first/],
      [
        'a header that is not Bearer',
        async () => ({ authorization: 'Basic b3duZXI6c2VjcmV0' }),
        401,
        /Bearer/,
      ],
      [
        'an expired token',
        async () => ({
          authorization: `Bearer ${expiredIdToken({ uid: setup.uid('owner'), email: owner() })}`,
        }),
        401,
        /expired/,
      ],
      [
        'a tampered, unreadable token',
        async () => ({
          authorization: `Bearer ${tamperedIdToken({ uid: setup.uid('owner'), email: owner() })}`,
        }),
        401,
        /cannot be read/,
      ],
      ["another user's token", () => withBearer('other'), 403, /are not yours/],
    ];

    for (const call of calls) {
      it.each(refusals)(
        `${call.name} with %s: refused, nothing changes`,
        async (_, headers, status, error) => {
          const before = await listOf('owner');
          const response = await call.send(await headers());
          expect(response.status).toBe(status);
          expect(((await response.json()) as { error: string }).error).toMatch(error);
          expect(await listOf('owner')).toEqual(before);
        },
      );
    }

    it("the owner's token: add, list, remove and record the user all answer", async () => {
      // In the order that makes each a success: the add puts in what the delete takes out.
      const [list, add, remove, user] = calls;
      expect((await add!.send(await withBearer('owner'))).status).toBe(add!.ok);
      const listed = await list!.send(await withBearer('owner'));
      expect(listed.status).toBe(list!.ok);
      expect(((await listed.json()) as { _id: string }[]).map((f) => f._id)).toContain(product._id);
      expect((await remove!.send(await withBearer('owner'))).status).toBe(remove!.ok);
      expect(await listOf('owner')).not.toContain(product._id);
      expect([user!.ok, 200]).toContain((await user!.send(await withBearer('owner'))).status);
    });

    it('the catalog needs no token', async () => {
      for (const path of ['/products', '/catagory', `/products/${product._id}`])
        expect((await fetch(url(path))).status).toBe(200);
    });

    it('open-wishlists: the backend that checks nothing answers a stranger where it may be switched on', async () => {
      const switchTo = (scenario: string) =>
        fetch(url('/__stub/scenario'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: scenario }),
        });
      if (!setup.opensWishlistsAtRunTime) {
        const refused = await switchTo('open-wishlists');
        expect(refused.status).toBe(403);
        expect(((await refused.json()) as { error: string }).error).toMatch(/--scenario open-wishlists/);
        expect((await calls[0]!.send({})).status).toBe(401);
        return;
      }
      expect((await switchTo('open-wishlists')).status).toBe(200);
      try {
        const [list, add] = calls;
        expect((await list!.send({})).status).toBe(200);
        expect((await add!.send(await withBearer('other'))).status).toBe(201);
      } finally {
        await fetch(url('/__stub/scenario'), { method: 'DELETE' });
      }
      expect((await calls[0]!.send({})).status).toBe(401);
    });
  });
}
