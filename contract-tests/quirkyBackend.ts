import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freshFixtureDb } from '../mocks/fixtureDb';
import { readIdToken } from '../mocks/idTokens';

/**
 * A product backend written from the call table alone (docs/product.md §7), as an Express + MongoDB
 * service answers: `{products}`, string discounts, 200 on inserts, upserts, `null` for an unknown
 * id, no 400s, `{message}` 401/403. The app works against it; the suite passes it with advisories.
 *
 * `breaks` makes it break what the app relies on, to prove the suite still fails:
 *   'missing-field'  products lack `price` (the cards read it)
 *   'wrong-shape'    the product list comes as `{data: [...]}`
 *   'duplicates'     a favorite added again is stored again (the wishlist would list it twice)
 *   'not-json'       the product list comes as an HTML page, with 200
 *   'null-answers'   every wishlist call answers 200 with `null`
 *   'wrong-types'    products' `_id` is a number
 *   'bengali-500'    a body with Bengali script in it answers 500 (a bug on a valid input)
 */
export type Breakage =
  | 'missing-field'
  | 'wrong-shape'
  | 'duplicates'
  | 'not-json'
  | 'null-answers'
  | 'wrong-types'
  | 'bengali-500';

export interface QuirkyBackend {
  url: string;
  server: Server;
  /** What it has stored, to see what a check left behind. */
  favorites: Record<string, unknown>[];
  users: Record<string, unknown>[];
}

/** The Admin SDK's checks of an (unsigned) emulator token, then the owner rule: 401, or 403. */
function tokenRefusal(header: string | undefined, email: unknown): 401 | 403 | undefined {
  const claims = readIdToken(/^Bearer (\S+)$/.exec(header ?? '')?.[1] ?? '');
  const valid =
    claims?.aud === 'demo-storefront' &&
    claims.iss === 'https://securetoken.google.com/demo-storefront' &&
    typeof claims.exp === 'number' &&
    claims.exp * 1000 > Date.now() &&
    typeof claims.sub === 'string' &&
    typeof claims.email === 'string';
  if (!valid) return 401;
  return typeof email === 'string' && email.toLowerCase() === claims.email!.toLowerCase() ? undefined : 403;
}

export async function startQuirkyBackend(breaks?: Breakage, port = 0): Promise<QuirkyBackend> {
  const db = freshFixtureDb();
  const products = db.products.map((p) => {
    const quirky: Record<string, unknown> = { ...p, discount: String(p.discount) };
    if (breaks === 'missing-field') delete quirky.price;
    if (breaks === 'wrong-types') quirky._id = Number.parseInt(p._id, 16) || 1;
    return quirky;
  });
  const favorites: Record<string, unknown>[] = [];
  const users: Record<string, unknown>[] = [];
  let sequence = 0;
  const objectId = () => (++sequence).toString(16).padStart(24, '0');

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://quirky');
      const [, resource, rawId] = url.pathname.split('/');
      // As Express hands over a route's parameter: decoded.
      let id = rawId;
      try {
        id = rawId && decodeURIComponent(rawId);
      } catch {
        /* a malformed escape stays as it came, and names nothing */
      }
      const email = url.searchParams.get('email');
      const send = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        const wishlistCall = resource === 'favorites' || resource === 'users';
        res.end(JSON.stringify(breaks === 'null-answers' && wishlistCall ? null : body));
      };
      if (breaks === 'bengali-500' && /[\u0980-\u09ff]/.test(raw)) {
        res.writeHead(500, { 'content-type': 'text/html' });
        return void res.end('<pre>RangeError: Invalid collation</pre>');
      }
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        // Express's body parser: an HTML 400 page, not JSON.
        res.writeHead(400, { 'content-type': 'text/html' });
        return void res.end('<pre>SyntaxError: Unexpected token in JSON</pre>');
      }
      const same = (f: Record<string, unknown>) => f._id === id && f.email === email;
      if (resource === 'favorites' || resource === 'users') {
        const refused = tokenRefusal(req.headers.authorization, req.method === 'POST' ? body.email : email);
        if (refused) {
          res.writeHead(refused, { 'content-type': 'application/json; charset=utf-8' });
          return void res.end(JSON.stringify({ message: refused === 401 ? 'Unauthorized' : 'Forbidden' }));
        }
      }

      if (req.method === 'GET' && resource === 'catagory') return send(db.catagory);
      if (req.method === 'GET' && resource === 'products' && !id && breaks === 'not-json') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end('<!doctype html><title>Products</title><ul><li>Mango</li></ul>');
      }
      if (req.method === 'GET' && resource === 'products' && !id)
        return send(breaks === 'wrong-shape' ? { data: products } : { products });
      if (req.method === 'GET' && resource === 'products')
        return send(products.find((p) => p._id === id) ?? null);
      if (req.method === 'GET' && resource === 'favorites')
        return send(favorites.filter((f) => f.email === email));
      if (req.method === 'POST' && resource === 'favorites') {
        if (breaks !== 'duplicates' && favorites.some((f) => f._id === body._id && f.email === body.email))
          return send({ acknowledged: true, insertedId: body._id });
        favorites.push(body);
        return send({ acknowledged: true, insertedId: objectId() });
      }
      if (req.method === 'DELETE' && resource === 'favorites') {
        const before = favorites.length;
        favorites.splice(0, favorites.length, ...favorites.filter((f) => !same(f)));
        return send({ acknowledged: true, deletedCount: before - favorites.length });
      }
      if (req.method === 'POST' && resource === 'users') {
        if (users.some((u) => u.email === body.email))
          return send({ message: 'user already exists', insertedId: null });
        users.push(body);
        return send({ acknowledged: true, insertedId: objectId() });
      }
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end(`Cannot ${req.method} ${url.pathname}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, favorites, users };
}
