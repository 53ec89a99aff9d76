import {
  AddFavoriteBodySchema,
  CreateUserBodySchema,
  FavoriteIdParamsSchema,
  FavoritesQuerySchema,
  ProductIdParamsSchema,
} from '../src/contract';
import { ownerOnly, refusalOf } from './access';
import { wrongCall } from './calls';
import type { Db } from './db';
import * as store from './store';
import type { Reply } from './store';
import { decodeSegment, type MockRequest, parse, parseJsonBody, unexpectedQuery } from './validate';

/**
 * Routes one contract request to its rule once its caller (mocks/access.ts), path params, query and
 * body pass; `null` for a path outside the contract, so the transport can fall through.
 */
export function respond(db: Db, request: MockRequest): Reply | null {
  const { method, path, query, caller } = request;
  const segments = path.replace(/\/+$/, '').split('/').slice(1);
  const [resource, rawId, ...rest] = segments;
  if (rest.length > 0) return null;
  const id = rawId === undefined ? undefined : decodeSegment(rawId);
  if (id === null) return { status: 400, body: { error: 'Malformed path parameter' } };
  const takesEmail = resource === 'favorites' && (method === 'GET' || method === 'DELETE');
  // Checked once the route is known to be a contract route, and before any rule runs.
  const badQuery = unexpectedQuery(query, takesEmail ? ['email'] : []);
  const emailQuery = () => parse('query', FavoritesQuerySchema, Object.fromEntries(query));

  switch (resource) {
    case 'catagory':
      if (id !== undefined) return null;
      if (method !== 'GET') return wrongCall(method, path, 405);
      return badQuery ?? store.listCategories(db);

    case 'products':
      if (method !== 'GET') return wrongCall(method, path, 405);
      if (badQuery) return badQuery;
      if (id === undefined) return store.listProducts(db);
      {
        const params = parse('product id', ProductIdParamsSchema, { id });
        return params.ok ? store.getProduct(db, id) : params.reply;
      }

    case 'favorites': {
      const isList = id === undefined && method === 'GET';
      const isAdd = id === undefined && method === 'POST';
      const isRemove = id !== undefined && method === 'DELETE';
      if (!isList && !isAdd && !isRemove) return wrongCall(method, path, 405);
      // Who is asking comes before what is asked (mocks/access.ts): a stranger learns nothing from a 400.
      const unsigned = refusalOf(caller);
      if (unsigned) return unsigned;
      if (badQuery) return badQuery;
      if (isList) {
        const q = emailQuery();
        if (!q.ok) return q.reply;
        return ownerOnly(caller, q.value.email) ?? store.listFavorites(db, q.value.email);
      }
      if (isAdd) {
        const json = parseJsonBody(request);
        if (!json.ok) return json.reply;
        const body = parse('favorite', AddFavoriteBodySchema, json.value);
        if (!body.ok) return body.reply;
        return ownerOnly(caller, body.value.email) ?? store.addFavorite(db, body.value);
      }
      const params = parse('favorite id', FavoriteIdParamsSchema, { id });
      if (!params.ok) return params.reply;
      const q = emailQuery();
      if (!q.ok) return q.reply;
      return ownerOnly(caller, q.value.email) ?? store.removeFavorite(db, id!, q.value.email);
    }

    case 'users': {
      if (id !== undefined || method !== 'POST') return wrongCall(method, path, 405);
      const unsigned = refusalOf(caller);
      if (unsigned) return unsigned;
      if (badQuery) return badQuery;
      const json = parseJsonBody(request);
      if (!json.ok) return json.reply;
      const body = parse('user', CreateUserBodySchema, json.value);
      if (!body.ok) return body.reply;
      return ownerOnly(caller, body.value.email) ?? store.createUser(db, body.value);
    }

    default:
      return null;
  }
}
