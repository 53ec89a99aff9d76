import { type AddFavoriteBody, type CreateUserBody, type FavoriteWire } from '../src/contract';
import type { Db } from './db';

/** What a rule answers: a status and a JSON body, independent of any transport. */
export interface Reply {
  status: number;
  body: unknown;
  /** The rule changed the data: a transport that keeps it writes it before answering. */
  changed?: true;
}

const reply = (status: number, body: unknown, changed?: true): Reply => ({ status, body, changed });
const notFound = (error: string) => reply(404, { error });

/* The fake backend's rules: validated input, the db changed in place, no I/O (both transports share them). */

export function listCategories(db: Db): Reply {
  return reply(200, db.catagory);
}

export function listProducts(db: Db): Reply {
  return reply(200, db.products);
}

export function getProduct(db: Db, id: string): Reply {
  const product = db.products.find((p) => p._id === id);
  return product ? reply(200, product) : notFound(`No product with id ${id}`);
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function listFavorites(db: Db, email: string): Reply {
  return reply(
    200,
    db.favorites.filter((f) => sameEmail(f.email, email)),
  );
}

/** Favorites are keyed by product `_id` + `email`: adding an existing pair changes nothing. */
export function addFavorite(db: Db, body: AddFavoriteBody): Reply {
  const exists = db.favorites.some((f) => f._id === body._id && sameEmail(f.email, body.email));
  if (exists) {
    return reply(200, { acknowledged: true, insertedId: null, message: 'already in favorites' });
  }
  // Stored as sent (a numeric-string discount stays a string, like a document store would).
  db.favorites.push({ ...body } satisfies FavoriteWire);
  return reply(201, { acknowledged: true, insertedId: body._id }, true);
}

/** Deletes only the caller's favorite; another user's entry for the same product stays. */
export function removeFavorite(db: Db, id: string, email: string): Reply {
  const index = db.favorites.findIndex((f) => f._id === id && sameEmail(f.email, email));
  if (index === -1) return notFound(`Product ${id} is not a favorite of ${email}`);
  db.favorites.splice(index, 1);
  return reply(200, { acknowledged: true, deletedCount: 1 }, true);
}

let userSequence = 0;

/** A known email inserts nothing and answers `insertedId: null`, as the app expects. */
export function createUser(db: Db, body: CreateUserBody): Reply {
  if (db.users.some((u) => sameEmail(u.email, body.email))) {
    return reply(200, { message: 'user already exists', insertedId: null });
  }
  userSequence += 1;
  const _id = `user-${Date.now().toString(36)}-${userSequence}`;
  db.users.push({ _id, name: body.name, email: body.email });
  return reply(201, { acknowledged: true, insertedId: _id }, true);
}
