import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from '../src/contract/zod';
import { stubRuleReason } from '../src/contract/stubRules';
import {
  AddFavoriteResponseSchema,
  CategorySchema,
  CreateUserResponseSchema,
  endpoints,
  ErrorBodySchema,
  FavoriteSchema,
  MAX_BODY_BYTES,
  ProductSchema,
  type AddFavoriteBody,
  type EndpointName,
  type ProductWire,
} from '../src/contract';
import { favoriteOf as contractFavoriteOf } from '../src/contract';
import { CHECK_USER_NAME } from './backendCheck';
import { call, type Answer, type CallOptions } from './http';
import { shapeOf } from './shape';
import { wishlistGuardChecks } from './wishlistGuard';
import type { TestUsers } from './testUsers';

export interface Target {
  name: string;
  baseUrl: () => string;
  /** Stub and MSW start from the fixtures; a real backend is left as it is. */
  reset?: () => Promise<void>;
  /** A backend other than ours: our stub's own rules (src/contract/stubRules.ts) only advise. */
  foreign?: boolean;
  /**
   * Not ours to reset (`npm run check:backend`): the run removes what it added, sends nothing it
   * could not remove, and needs its two users' wishlists empty at the start (docs/contract.md).
   */
  leaveNoTrace?: boolean;
  /** Each wishlist call goes with the token of the user whose email it names. */
  users: () => Promise<TestUsers>;
  /** Calls without the owner's token must be refused (issue 50); always tried on a foreign backend. */
  guardsWishlists?: boolean;
  /** A real project's expired ID token of user one (CHECK_BACKEND_EXPIRED_TOKEN), if one was given. */
  expiredToken?: string;
}

/** A schema's complaints on one line: "price: Invalid input; name: Too big". */
function issuesOf(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(the body)'}: ${issue.message}`)
    .join('; ');
}

/** A required check: the answer's body matches `schema` and the status is a success. */
function expectAccepted(answer: Answer, schema: z.ZodMiniType) {
  expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(200);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  const result = schema.safeParse(answer.body);
  expect(result.success, result.error && issuesOf(result.error)).toBe(true);
}

/** Checks an answer's status and that its body matches the contract's schema for that status. */
function expectAnswer(answer: Answer, endpoint: EndpointName, status: number): void {
  expect({ status: answer.status, body: answer.body }).toMatchObject({ status });
  const schema = (endpoints[endpoint].responses as Record<number, z.ZodMiniType>)[status];
  expect(schema, `the contract has no ${status} for ${endpoint}`).toBeDefined();
  const result = schema!.safeParse(answer.body);
  expect(result.success, result.error && issuesOf(result.error)).toBe(true);
}

function expectError(answer: Answer, endpoint: EndpointName, status: number) {
  expectAnswer(answer, endpoint, status);
  expect(ErrorBodySchema.parse(answer.body).error.length).toBeGreaterThan(0);
}

/** The products of a GET /products answer (an array, or `{products: [...]}`), or a sentence saying what came instead. */
function items(answer: Answer): unknown[] {
  const { body } = answer;
  if (Array.isArray(body)) return body;
  const wrapped = body && typeof body === 'object' ? (body as { products?: unknown }).products : undefined;
  if (Array.isArray(wrapped)) return wrapped;
  throw new Error(
    `GET /products answered ${answer.status} with ${shapeOf(body)}, where the app reads a list of products or {products: [...]}`,
  );
}

/** A field of an answer's body, or undefined when the body is no object (null, text, a list). */
const field = (answer: Answer, name: string): unknown =>
  answer.body && typeof answer.body === 'object' && !Array.isArray(answer.body)
    ? (answer.body as Record<string, unknown>)[name]
    : undefined;

/**
 * ONE suite for every row of the contract table (docs/contract.md). The stub and MSW pass all of it;
 * a `foreign` backend what the app relies on, with advisories for the "[stub rule]" checks.
 */
export function contractSuite(target: Target) {
  describe(`product-backend contract: ${target.name}`, () => {
    // Unique per run so a backend's data is never mixed up with a previous run's.
    const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
    let users: TestUsers;
    let alice = '';
    let bob = '';
    // An invalid email that is still this run's own, so a backend that stores it anyway can be cleaned.
    const notAnEmail = `contract-not-an-email-${runId}`;
    /** Each wishlist's favorites before the run: a backend's own are never removed. */
    const before = new Map<string, Set<string>>();
    const notSentToRealBackend = (what: string) =>
      console.warn(`[contract] not sent to a real backend: ${what}`);
    let product: ProductWire;
    /** The token of the user an email names (alice's for an email of neither: it is hers to be refused). */
    const tokenFor = (email: string) => (email === bob ? users.two.idToken : users.one.idToken);
    const go = (endpoint: EndpointName, path: string, options?: CallOptions) =>
      call(target.baseUrl(), endpoints[endpoint].method, path, options);
    /** A wishlist call as the user it names. */
    const asOwner = (endpoint: EndpointName, path: string, email: string, options: CallOptions = {}) =>
      go(endpoint, path, { ...options, token: tokenFor(email) });
    const favoriteOf = (email: string): AddFavoriteBody => contractFavoriteOf(product, email);
    const favoritesOf = async (email: string) => {
      const answer = await asOwner('listFavorites', '/favorites', email, { query: { email } });
      if (!Array.isArray(answer.body))
        throw new Error(
          `GET /favorites?email=${email} answered ${answer.status} with ${shapeOf(answer.body)}, not a list`,
        );
      return answer.body as { _id: string }[];
    };

    /** A rule only our stub promises: kept strictly by ours, an advisory (one line, with why) for a foreign backend. */
    const stubRule = async (endpoint: EndpointName, status: number, check: () => Promise<void>) => {
      if (!target.foreign) return check();
      try {
        await check();
      } catch (error) {
        const got = (error as Error).message.split('\n')[0];
        console.warn(
          `[contract] advisory (stub rule) ${endpoints[endpoint].method} ${endpoints[endpoint].path} ${status}: ` +
            `${stubRuleReason(endpoint, status)}. This backend: ${got}`,
        );
      }
    };

    /** Lists an email's favorites; an answer that is not a list (an invalid email refused) counts as none. */
    const listedIds = async (email: string): Promise<string[]> => {
      const { body } = await asOwner('listFavorites', '/favorites', email, { query: { email } });
      if (!Array.isArray(body)) return [];
      return body
        .map((f: unknown) => (f && typeof f === 'object' ? (f as { _id?: unknown })._id : undefined))
        .filter((id): id is string => typeof id === 'string');
    };
    /** This run's favorites of an email: what it lists now and did not before. */
    const addedIds = async (email: string) =>
      (await listedIds(email)).filter((id) => !before.get(email)?.has(id));

    /** Deletes every favorite this run added under its emails, as often as a backend that stored copies needs. */
    const removeWhatThisRunAdded = async () => {
      if (!product || !users) return;
      for (const email of [alice, bob, notAnEmail]) {
        for (let round = 0; round < 10; round++) {
          const ids = new Set(round === 0 && !before.get(email)?.has(product._id) ? [product._id] : []);
          for (const id of await addedIds(email)) ids.add(id);
          if (round > 0 && ids.size === 0) break;
          for (const id of ids)
            await asOwner('removeFavorite', `/favorites/${encodeURIComponent(id)}`, email, {
              query: { email },
            });
        }
      }
    };

    beforeAll(async () => {
      try {
        await prepare();
      } catch (error) {
        // Vitest's reports leave a setup failure out: `npm run check:backend` repeats it from here.
        const report = process.env.CHECK_BACKEND_SETUP_REPORT;
        if (report) appendFileSync(report, `${(error as Error).message}\n`);
        throw error;
      }
    }, 60_000);
    const prepare = async () => {
      await target.reset?.();
      users = await target.users();
      alice = users.one.email;
      bob = users.two.email;
      const answer = await go('listProducts', '/products');
      const first = items(answer)[0];
      if (!first || typeof first !== 'object' || typeof (first as { _id?: unknown })._id !== 'string')
        throw new Error(
          `GET /products answered ${shapeOf(items(answer))} whose first item is ${shapeOf(first)}: ` +
            'the check needs a product with an _id to add as a favorite',
        );
      product = first as ProductWire;
      for (const email of [alice, bob, notAnEmail]) before.set(email, new Set(await listedIds(email)));
      if (target.leaveNoTrace)
        for (const email of [alice, bob]) {
          const kept = before.get(email)!.size;
          if (kept > 0)
            throw new Error(
              `${email} already has ${kept} favorite${kept === 1 ? '' : 's'}: the check needs two users kept for it, ` +
                'with empty wishlists (it adds favorites and removes what it added)',
            );
        }
    };
    // Also when a run is cut short or filtered: the last test below removes and checks the same.
    afterAll(async () => {
      await removeWhatThisRunAdded().catch(() => undefined);
      await users?.release().catch(() => undefined);
    });

    it('GET /catagory answers 200 with valid categories', async () => {
      const answer = await go('listCategories', '/catagory');
      expectAnswer(answer, 'listCategories', 200);
      const list = answer.body as unknown[];
      expect(list.length, 'categories listed').toBeGreaterThan(0);
      for (const category of list) expect(CategorySchema.safeParse(category).success).toBe(true);
    });

    it('GET /products answers 200 with valid products (array or {products})', async () => {
      const answer = await go('listProducts', '/products');
      expectAnswer(answer, 'listProducts', 200);
      const list = items(answer);
      expect(list.length).toBeGreaterThan(0);
      const invalid = list.map((p) => ProductSchema.safeParse(p)).filter((result) => !result.success);
      expect(
        invalid.length,
        invalid[0]?.error &&
          `${invalid.length} of ${list.length} products do not match the contract, the first: ${issuesOf(invalid[0].error)}`,
      ).toBe(0);
    });

    it('GET /products/:id answers 200 with that product', async () => {
      const answer = await go('getProduct', `/products/${encodeURIComponent(product._id)}`);
      expectAnswer(answer, 'getProduct', 200);
      expect(field(answer, '_id'), `the product's _id in ${shapeOf(answer.body)}`).toBe(product._id);
    });

    it('GET /products/:id for an unknown id: 404, or 200 with null or an empty body (app: not found)', async () => {
      const answer = await go('getProduct', '/products/no-such-product-id');
      const notFound =
        answer.status === 404 || (answer.status === 200 && (answer.body === null || answer.body === ''));
      expect(notFound, `${answer.status} ${JSON.stringify(answer.body)}`).toBe(true);
      await stubRule('getProduct', 404, async () => expectError(answer, 'getProduct', 404));
    });

    it('[stub rule] GET /favorites answers 400 {error} without an email or with an invalid one', async () => {
      await stubRule('listFavorites', 400, async () => {
        expectError(await asOwner('listFavorites', '/favorites', alice), 'listFavorites', 400);
        expectError(
          await asOwner('listFavorites', '/favorites', alice, { query: { email: 'not-an-email' } }),
          'listFavorites',
          400,
        );
      });
    });

    it('GET /favorites?email= answers 200 with that email only', async () => {
      const answer = await asOwner('listFavorites', '/favorites', alice, { query: { email: alice } });
      expectAnswer(answer, 'listFavorites', 200);
      expect(answer.body).toEqual([]);
    });

    it('POST /favorites answers {acknowledged, insertedId} (201 from our stub) and lists it', async () => {
      const answer = await asOwner('addFavorite', '/favorites', alice, { body: favoriteOf(alice) });
      expectAccepted(answer, AddFavoriteResponseSchema);
      expect(field(answer, 'insertedId')).not.toBeNull();
      await stubRule('addFavorite', 201, async () => expectAnswer(answer, 'addFavorite', 201));
      const list = await favoritesOf(alice);
      expect(list.map((f) => f._id)).toEqual([product._id]);
      for (const favorite of list) {
        const parsed = FavoriteSchema.safeParse(favorite);
        expect(parsed.success, parsed.error && `the favorite listed: ${issuesOf(parsed.error)}`).toBe(true);
        expect(parsed.data?.email).toBe(alice);
      }
    });

    it('POST /favorites with the same _id + email answers 200 and adds no duplicate', async () => {
      const answer = await asOwner('addFavorite', '/favorites', alice, { body: favoriteOf(alice) });
      // What the app relies on: 200, a body its parse accepts (either answer), and still one favorite.
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expectAccepted(answer, AddFavoriteResponseSchema);
      await stubRule('addFavorite', 200, async () => {
        expect(field(answer, 'insertedId'), 'insertedId').toBeNull();
        expectAnswer(answer, 'addFavorite', 200);
      });
      expect(await favoritesOf(alice)).toHaveLength(1);
    });

    it('[stub rule] POST /favorites answers 400 {error, issues} for a body not matching the contract', async () => {
      await stubRule('addFavorite', 400, async () => {
        const { name: _dropped, ...missingName } = favoriteOf(alice);
        const bodies: unknown[] = [
          missingName,
          { ...favoriteOf(alice), price: 'cheap' },
          { ...favoriteOf(alice), email: notAnEmail },
          { ...favoriteOf(alice), isAdmin: true },
        ];
        // A body with no email of this run's could be stored where no call of the contract reaches it.
        if (target.leaveNoTrace) notSentToRealBackend('POST /favorites with a JSON array as its body');
        else bodies.push([]);
        for (const body of bodies) {
          const answer = await asOwner('addFavorite', '/favorites', alice, { body });
          expectError(answer, 'addFavorite', 400);
          expect((field(answer, 'issues') as unknown[] | undefined)?.length, 'issues').toBeGreaterThan(0);
        }
        expectError(
          await asOwner('addFavorite', '/favorites', alice, { body: '{"_id": ' }),
          'addFavorite',
          400,
        );
        expect(await favoritesOf(alice)).toHaveLength(1);
      });
    });

    it('[stub rule] POST /favorites answers 413 for a body over the limit', async () => {
      await stubRule('addFavorite', 413, async () => {
        const huge = { ...favoriteOf(alice), name: 'x'.repeat(MAX_BODY_BYTES + 10) };
        expectError(await asOwner('addFavorite', '/favorites', alice, { body: huge }), 'addFavorite', 413);
      });
    });

    it('[stub rule] DELETE /favorites/:id answers 400 without an email', async () => {
      // A backend that ignored the missing email could delete a shopper's favorite of this product.
      if (target.leaveNoTrace) return notSentToRealBackend('DELETE /favorites/:id without an email');
      await stubRule('removeFavorite', 400, async () =>
        expectError(
          await asOwner('removeFavorite', `/favorites/${product._id}`, alice),
          'removeFavorite',
          400,
        ),
      );
    });

    it('DELETE /favorites/:id is scoped to the caller: nothing deleted for another email (404 from our stub)', async () => {
      // Bob has no favorite of this product yet; alice has one.
      const answer = await asOwner('removeFavorite', `/favorites/${product._id}`, bob, {
        query: { email: bob },
      });
      await stubRule('removeFavorite', 404, async () => expectError(answer, 'removeFavorite', 404));
      expect(await favoritesOf(alice)).toHaveLength(1);
      await asOwner('addFavorite', '/favorites', bob, { body: favoriteOf(bob) });
      expect(await favoritesOf(alice)).toHaveLength(1);
      expect(await favoritesOf(bob)).toHaveLength(1);
    });

    it('DELETE /favorites/:id?email= answers 200 {acknowledged, deletedCount: 1} and only for that email', async () => {
      const path = `/favorites/${product._id}`;
      const answer = await asOwner('removeFavorite', path, alice, { query: { email: alice } });
      expectAnswer(answer, 'removeFavorite', 200);
      expect(await favoritesOf(alice)).toEqual([]);
      expect(await favoritesOf(bob)).toHaveLength(1);
      const again = await asOwner('removeFavorite', path, alice, { query: { email: alice } });
      await stubRule('removeFavorite', 404, async () => expectError(again, 'removeFavorite', 404));
      await asOwner('removeFavorite', path, bob, { query: { email: bob } });
    });

    wishlistGuardChecks({
      target,
      users: () => users,
      product: () => product,
      favoriteOf,
      listedIds,
      userName: () => (target.leaveNoTrace ? CHECK_USER_NAME : 'Contract Tester'),
    });

    it('POST /users answers {acknowledged, insertedId} (201 from our stub), then 200 "user already exists"', async () => {
      // The contract has no call that deletes a user: a backend keeps user one's record (docs/contract.md).
      const user = { name: target.leaveNoTrace ? CHECK_USER_NAME : 'Contract Tester', email: alice };
      const first = await asOwner('createUser', '/users', alice, { body: user });
      expectAccepted(first, CreateUserResponseSchema);
      if (field(first, 'insertedId') !== null)
        await stubRule('createUser', 201, async () => expectAnswer(first, 'createUser', 201));
      else
        console.warn(
          `[contract] note: ${alice} was already known, so this run checked only the "user already exists" answer`,
        );
      const again = await asOwner('createUser', '/users', alice, { body: user });
      expectAnswer(again, 'createUser', 200);
      expect(again.body).toEqual({ message: 'user already exists', insertedId: null });
    });

    it('[stub rule] POST /users answers 400 for an invalid body', async () => {
      // A lenient backend stores what it does not refuse, and no call of the contract deletes a user:
      // a real backend gets only bodies that are no user at all, or name the user already checked.
      const bodies: unknown[] = [{ name: '', email: alice }, '{oops'];
      if (target.leaveNoTrace) notSentToRealBackend('POST /users without an email, or with an invalid one');
      else bodies.unshift({ name: 'No Email' }, { name: 'X', email: 'bad' });
      await stubRule('createUser', 400, async () => {
        for (const body of bodies)
          expectError(await asOwner('createUser', '/users', alice, { body }), 'createUser', 400);
      });
    });

    it('removes every favorite it added, under each of its emails', async () => {
      await removeWhatThisRunAdded();
      for (const email of [alice, bob, notAnEmail]) expect(await addedIds(email), email).toEqual([]);
    });
  });
}
