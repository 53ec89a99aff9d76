import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AddFavoriteBodySchema,
  CategorySchema,
  CreateUserBodySchema,
  endpoints,
  FavoritesQuerySchema,
  MAX_BODY_BYTES,
  ProductSchema,
  toIssues,
  type AddFavoriteBody,
  type CategoryWire,
  type CreateUserBody,
  type EndpointName,
  type ProductWire,
} from '../src/contract';
import { EMULATOR_CHECK_USERS } from './backendCheck';
import { runCheckBackend } from './runCheckBackend';

/**
 * Issue 50: `npm run check:backend` fails a backend that hands a wishlist to anyone who names an
 * email, in plain words, and passes one that verifies ID tokens. Both backends below are written
 * from the contract alone (src/contract: its call table and schemas), as a backend team would,
 * sharing nothing with the stub or the mocks.
 */

const category: CategoryWire = { id: 'fruit', name: 'Fruit', image: 'https://img.example/fruit.png' };
const product: ProductWire = {
  _id: 'p-mango',
  name: 'Mango',
  thumbnail: 'https://img.example/mango.png',
  rating: 4,
  price: 120,
  reviewsCount: 8,
  discount: 10,
  quantity: 30,
  category: 'Fruit',
  summary: { shortDescription: 'Sweet.' },
  details: {
    description: 'Ripe mangoes.',
    paymentInfo: 'Cash',
    warrantyInfo: 'None',
    specialOfferCountdown: [0, 1, 2, 3],
  },
};

/** The Firebase project the contract project's Auth emulator signs tokens for. */
const PROJECT = 'demo-storefront';

/**
 * What `verifyIdToken` checks on an Auth emulator's (unsigned) ID token, and the owner rule of
 * docs/contract.md: the answer to send instead, or undefined when `email` is the caller's own.
 */
function refuseUnlessOwner(
  authorization: string | undefined,
  email: string,
): [401 | 403, string] | undefined {
  const token = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/.exec(authorization ?? '')?.[1];
  if (!token) return [401, 'sign in first: an Authorization: Bearer <ID token> header is required'];
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
  } catch {
    return [401, 'the ID token cannot be read'];
  }
  const now = Date.now() / 1000;
  const valid =
    claims.aud === PROJECT &&
    claims.iss === `https://securetoken.google.com/${PROJECT}` &&
    typeof claims.exp === 'number' &&
    claims.exp > now &&
    typeof claims.iat === 'number' &&
    claims.iat <= now + 60 &&
    typeof claims.sub === 'string' &&
    claims.sub.length > 0 &&
    typeof claims.email === 'string';
  if (!valid) return [401, 'the ID token is expired or not one of this project'];
  if ((claims.email as string).toLowerCase() !== email.toLowerCase())
    return [403, 'this is not your wishlist'];
  return undefined;
}

interface Backend {
  url: string;
  favorites: AddFavoriteBody[];
  users: CreateUserBody[];
}

let servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
});

/** A backend of the contract's seven calls; `verifiesTokens: false` trusts the email it is given. */
async function contractBackend({ verifiesTokens }: { verifiesTokens: boolean }): Promise<Backend> {
  ProductSchema.parse(product);
  CategorySchema.parse(category);
  const favorites: AddFavoriteBody[] = [];
  const users: CreateUserBody[] = [];
  let inserted = 0;

  const route = (method: string, pathname: string): { name: EndpointName; id?: string } | undefined => {
    for (const [name, endpoint] of Object.entries(endpoints) as [
      EndpointName,
      (typeof endpoints)[EndpointName],
    ][]) {
      if (endpoint.method !== method) continue;
      const pattern = new RegExp(`^${endpoint.path.replace(':id', '([^/]+)')}$`);
      const match = pattern.exec(pathname);
      if (match) return { name, id: match[1] && decodeURIComponent(match[1]) };
    }
    return undefined;
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body));
      };
      const url = new URL(req.url ?? '/', 'http://backend');
      const call = route(req.method ?? 'GET', url.pathname);
      if (!call) return send(404, { error: `no call ${req.method} ${url.pathname}` });
      const raw = Buffer.concat(chunks);
      if (raw.length > MAX_BODY_BYTES) return send(413, { error: 'the body is too large' });
      let body: unknown;
      try {
        body = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
      } catch {
        return send(400, { error: 'the body is not JSON' });
      }
      /** The owner rule, on the calls that name an email. */
      const owner = (email: string) =>
        verifiesTokens ? refuseUnlessOwner(req.headers.authorization, email) : undefined;

      switch (call.name) {
        case 'listCategories':
          return send(200, [category]);
        case 'listProducts':
          return send(200, [product]);
        case 'getProduct':
          return call.id === product._id ? send(200, product) : send(404, { error: 'no such product' });
        case 'listFavorites':
        case 'removeFavorite': {
          const query = FavoritesQuerySchema.safeParse({ email: url.searchParams.get('email') ?? undefined });
          if (!query.success) return send(400, { error: 'a valid email is required' });
          const refused = owner(query.data.email);
          if (refused) return send(refused[0], { error: refused[1] });
          const mine = (f: AddFavoriteBody) => f.email.toLowerCase() === query.data.email.toLowerCase();
          if (call.name === 'listFavorites') return send(200, favorites.filter(mine));
          const at = favorites.findIndex((f) => mine(f) && f._id === call.id);
          if (at < 0) return send(404, { error: 'no such favorite' });
          favorites.splice(at, 1);
          return send(200, { acknowledged: true, deletedCount: 1 });
        }
        case 'addFavorite': {
          const favorite = AddFavoriteBodySchema.safeParse(body);
          if (!favorite.success)
            return send(400, { error: 'not a favorite', issues: toIssues(favorite.error) });
          const refused = owner(favorite.data.email);
          if (refused) return send(refused[0], { error: refused[1] });
          if (favorites.some((f) => f._id === favorite.data._id && f.email === favorite.data.email))
            return send(200, { acknowledged: true, insertedId: null, message: 'already a favorite' });
          favorites.push(favorite.data);
          return send(201, { acknowledged: true, insertedId: `f${++inserted}` });
        }
        case 'createUser': {
          const user = CreateUserBodySchema.safeParse(body);
          if (!user.success) return send(400, { error: 'not a user', issues: toIssues(user.error) });
          const refused = owner(user.data.email);
          if (refused) return send(refused[0], { error: refused[1] });
          if (users.some((u) => u.email === user.data.email))
            return send(200, { message: 'user already exists', insertedId: null });
          users.push(user.data);
          return send(201, { acknowledged: true, insertedId: `u${++inserted}` });
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, favorites, users };
}

const [one, two] = EMULATOR_CHECK_USERS.map((user) => user.email) as [string, string];
const twoName = two.split('@')[0];

describe('npm run check:backend: only the owner touches a wishlist', () => {
  it('fails a backend that trusts the email it is given, saying in plain words what got through', async () => {
    const backend = await contractBackend({ verifiesTokens: false });
    const { passed, output } = await runCheckBackend(backend);
    expect(passed, output).toBe(false);
    const summary = output.slice(output.indexOf('check:backend: FAILED.'));
    expect(summary.split('\n').slice(0, 1)).toEqual([
      'check:backend: FAILED. This backend lets a caller touch a wishlist that is not theirs:',
    ]);
    for (const leak of [
      `a caller without a token read the wishlist of ${one}`,
      `a caller with ${twoName}'s token read the wishlist of ${one}`,
      "a caller with an expired token of storefront-check-1's read the wishlist of",
      `a caller without a token added a favorite to the wishlist of ${one}`,
      `a caller with ${twoName}'s token deleted a favorite of ${one}`,
      "a caller with a token of storefront-check-1's made for another Firebase project deleted a favorite of",
      `a caller with an unreadable token registered a user under the email of ${one}`,
    ])
      expect(summary, output).toContain(`  - ${leak}`);
    // 4 calls, each tried by 6 callers: every one got through.
    expect(summary.split('\n').filter((line) => line.startsWith('  - a caller '))).toHaveLength(24);
    expect(output).not.toMatch(/TypeError|ReferenceError/);
    // What the leaking calls added was removed again; only user one's record stays (POST /users cannot be undone).
    expect(backend.favorites).toEqual([]);
    expect(backend.users.map((u) => u.email)).toEqual([one]);
  }, 90_000);

  it('passes a backend that verifies the ID token and the owner, with nothing to advise', async () => {
    const backend = await contractBackend({ verifiesTokens: true });
    const { passed, output } = await runCheckBackend(backend);
    expect(passed, output).toBe(true);
    expect(output).not.toContain('[leak]');
    expect(output).not.toContain('advisory');
    expect(output).toContain('[contract] not tried: a token changed to name another user');
    expect(backend.favorites).toEqual([]);
    expect(backend.users.map((u) => u.email)).toEqual([one]);
  }, 90_000);
});
