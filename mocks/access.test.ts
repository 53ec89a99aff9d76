import { describe, expect, it } from 'vitest';
import {
  ANYONE,
  bearerToken,
  callerFor,
  identify,
  needsOwner,
  ownerOnly,
  refusalOf,
  TokenRefused,
  VerifierUnavailable,
} from './access';
import { freshFixtureDb } from './fixtureDb';
import { idTokenVerifier } from './idTokens';
import { respond } from './respond';
import { favoriteOf } from '../src/contract';
import { expiredIdToken, tamperedIdToken, testIdToken } from './testTokens';

const ayesha = { uid: 'ayesha-uid', email: 'ayesha@freshbazar.test' };
const rahim = { uid: 'rahim-uid', email: 'rahim@freshbazar.test' };
const verify = idTokenVerifier();

describe('the owner rule (mocks/access.ts)', () => {
  it('reads only "Bearer <token>"', () => {
    expect(bearerToken('Bearer abc.def.')).toBe('abc.def.');
    expect(bearerToken('bearer   abc')).toBe('abc');
    for (const header of [undefined, null, '', '  ', 'Basic abc', 'Bearer', 'Bearer a b'])
      expect(bearerToken(header)).toMatchObject({ refusal: { status: 401 } });
  });

  it('needs an owner for the favorites and users calls only', () => {
    for (const path of ['/favorites', '/favorites/p1', '/users']) expect(needsOwner(path)).toBe(true);
    for (const path of ['/products', '/catagory', '/products/p1', '/favoritesx', '/__stub/health'])
      expect(needsOwner(path)).toBe(false);
  });

  it('401 without a token or with an expired, unreadable or other-project one; the owner passes; another email is 403', async () => {
    const callers = {
      none: await identify(undefined, verify),
      expired: await identify(`Bearer ${expiredIdToken(ayesha)}`, verify),
      tampered: await identify(`Bearer ${tamperedIdToken(ayesha)}`, verify),
      project: await identify(`Bearer ${testIdToken(ayesha, { projectId: 'demo-other' })}`, verify),
      rahim: await identify(`Bearer ${testIdToken(rahim)}`, verify),
      ayesha: await identify(`Bearer ${testIdToken(ayesha)}`, verify),
    };
    for (const refused of [callers.none, callers.expired, callers.tampered, callers.project])
      expect(ownerOnly(refused, ayesha.email)).toMatchObject({
        status: 401,
        body: { error: expect.any(String) },
      });
    expect(ownerOnly(callers.rahim, ayesha.email)).toMatchObject({ status: 403 });
    expect(ownerOnly(callers.ayesha, ayesha.email)).toBeNull();
    expect(ownerOnly(callers.ayesha, 'AYESHA@FreshBazar.test')).toBeNull();
    expect(ownerOnly(ANYONE, ayesha.email)).toBeNull();
    expect(ownerOnly({ identity: { uid: 'x' } }, ayesha.email)).toMatchObject({ status: 403 });
  });

  it('a verifier that cannot ask answers 503; any other error is not swallowed', async () => {
    const down = await identify('Bearer t', async () => {
      throw new VerifierUnavailable('The Auth emulator does not answer.');
    });
    expect(refusalOf(down)).toEqual({ status: 503, body: { error: 'The Auth emulator does not answer.' } });
    await expect(identify('Bearer t', async () => Promise.reject(new Error('bug')))).rejects.toThrow('bug');
    expect(refusalOf(await identify('Bearer t', async () => Promise.reject(new TokenRefused('no'))))).toEqual(
      {
        status: 401,
        body: { error: 'no' },
      },
    );
  });

  it('asks the verifier only for calls that need an owner, and not at all when the scenario trusts the email', async () => {
    let asked = 0;
    const counting = async () => {
      asked += 1;
      return { uid: 'u' };
    };
    expect(
      await callerFor({ path: '/products', authorization: 'Bearer t' }, counting, false),
    ).toBeUndefined();
    expect(await callerFor({ path: '/favorites', authorization: 'Bearer t' }, counting, true)).toBe(ANYONE);
    expect(await callerFor({ path: '/favorites', authorization: 'Bearer t' }, counting, false)).toEqual({
      identity: { uid: 'u' },
    });
    expect(asked).toBe(1);
  });
});

describe('respond() applies the rule to GET/POST/DELETE favorites and POST /users', () => {
  const db = freshFixtureDb();
  const product = db.products.find((p) => !db.favorites.some((f) => f._id === p._id))!;
  const requests = [
    { method: 'GET', path: '/favorites', query: `email=${ayesha.email}`, body: undefined, ok: 200 },
    { method: 'POST', path: '/favorites', query: '', body: favoriteOf(product, ayesha.email), ok: 201 },
    {
      method: 'DELETE',
      path: `/favorites/${product._id}`,
      query: `email=${ayesha.email}`,
      body: undefined,
      ok: 200,
    },
    // Ayesha is a known user: "user already exists".
    { method: 'POST', path: '/users', query: '', body: { name: 'Ayesha', email: ayesha.email }, ok: 200 },
  ];

  // In order: the POST adds the favorite the DELETE then removes.
  it.each(requests)(
    '$method $path: 401, 401, 401, 403, then the owner',
    async ({ method, path, query, body, ok }) => {
      const send = async (header?: string) =>
        respond(db, {
          method,
          path,
          query: new URLSearchParams(query),
          rawBody: body ? JSON.stringify(body) : '',
          contentType: body ? 'application/json' : null,
          caller: await identify(header, verify),
        })!.status;
      expect(await send()).toBe(401);
      expect(await send(`Bearer ${expiredIdToken(ayesha)}`)).toBe(401);
      expect(await send(`Bearer ${tamperedIdToken(ayesha)}`)).toBe(401);
      expect(await send(`Bearer ${testIdToken(rahim)}`)).toBe(403);
      expect(await send(`Bearer ${testIdToken(ayesha)}`)).toBe(ok);
    },
  );
});
