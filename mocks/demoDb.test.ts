import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoDb } from './demoDb';
import { demoStorage } from './demoStorage';
import { freshFixtureDb } from './fixtureDb';
import { createHandlers } from './handlers';
import { memoryStorage } from './memoryStorage';
import { favoriteOf } from '../src/contract';
import { addFavorite, createUser } from './store';
import { bearer, testIdToken } from './testTokens';

const fixtures = freshFixtureDb();
const visitor = 'visitor@freshbazar.test';
type Product = (typeof fixtures.products)[number];
const [first, second, third] = fixtures.products as [Product, Product, Product, ...Product[]];
const favorite = (product = first, email = visitor) => favoriteOf(product, email);
const favoritesOf = (db: ReturnType<typeof createDemoDb>, email = visitor) =>
  db
    .getDb()
    .favorites.filter((f) => f.email === email)
    .map((f) => f._id);
/** A page load of the demo in one tab, over the browser profile's storage. */
const tab = (storage: Storage) => createDemoDb('demo', demoStorage({ storage }));
const addIn = (db: ReturnType<typeof createDemoDb>, product = first) =>
  db.write(() => addFavorite(db.getDb(), favorite(product)));

const refusingWrites = () => {
  const storage = memoryStorage();
  storage.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return storage;
};

describe('createDemoDb (the demo visitor data kept in their browser)', () => {
  it('a new page load finds the saved favorites and users, over the fixtures', async () => {
    const storage = memoryStorage();
    const db = tab(storage);
    expect((await addIn(db))?.status).toBe(201);
    await db.write(() => createUser(db.getDb(), { name: 'Visitor', email: visitor }));

    const reloaded = tab(storage);
    expect(favoritesOf(reloaded)).toEqual([first._id]);
    expect(reloaded.getDb().users.map((u) => u.email)).toContain(visitor);
    expect(reloaded.getDb().products).toEqual(fixtures.products);
    expect(reloaded.base().favorites).toContainEqual(favorite());
  });

  it('two tabs over one storage: each write starts from what the other stored, so both are kept', async () => {
    const storage = memoryStorage();
    const [one, two] = [tab(storage), tab(storage)];
    // Each tab's copy was loaded before the other wrote: the last to write used to win.
    await addIn(one, first);
    await addIn(two, second);
    await addIn(one, third);
    expect(favoritesOf(tab(storage))).toEqual([first._id, second._id, third._id]);
    // Writes in flight together, as two tabs' clicks: the lock takes them one at a time.
    const storage2 = memoryStorage();
    const tabs = [tab(storage2), tab(storage2)];
    await Promise.all(fixtures.products.slice(0, 10).map((product, i) => addIn(tabs[i % 2]!, product)));
    expect(favoritesOf(tab(storage2))).toHaveLength(10);
    // A tab reads what another stored when it hears of it (the storage event): its wishlist is current.
    tabs[0]!.refresh();
    expect(favoritesOf(tabs[0]!)).toHaveLength(10);
  });

  it('a write the browser refuses is answered 507 and undone; a read answers as before', async () => {
    const onStateChange = vi.fn();
    const db = createDemoDb('demo', demoStorage({ storage: refusingWrites(), onStateChange }));
    const reply = await addIn(db);
    expect(reply).toEqual({ status: 507, body: { error: expect.stringMatching(/did not keep the change/) } });
    expect(favoritesOf(db)).toEqual([]);
    expect(onStateChange).toHaveBeenCalledOnce();
    // A request that changes nothing writes nothing, so it still succeeds.
    const again = await db.write(() => ({ status: 200, body: [] }));
    expect(again?.status).toBe(200);
  });

  it('starts from the fixtures when what was saved is unreadable, broken or from another build', () => {
    for (const raw of [
      '{not json',
      '{"version":2,"favorites":[],"users":[]}',
      '{"version":1,"favorites":{}}',
    ]) {
      const storage = memoryStorage();
      storage.setItem('demo', raw);
      const kept = demoStorage({ storage });
      expect(createDemoDb('demo', kept).getDb()).toEqual(fixtures);
      expect(kept.state().setAside).toBe(true);
    }
  });

  it('starts from the fixtures when localStorage itself is blocked', async () => {
    const blocked = demoStorage({
      storage: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    const db = createDemoDb('demo', blocked);
    expect(db.getDb()).toEqual(fixtures);
    expect((await addIn(db))?.status).toBe(507);
    expect(blocked.state().kept).toBe(false);
  });

  it('clear forgets them: the fixtures again, now and on the next load', async () => {
    const storage = memoryStorage();
    const db = tab(storage);
    await addIn(db);
    await db.clear();
    expect(db.getDb()).toEqual(fixtures);
    expect(tab(storage).getDb()).toEqual(fixtures);
  });
});

describe('the MSW handlers over the demo db', () => {
  const baseUrl = 'http://demo.msw.test/api';
  const db = createDemoDb('demo', demoStorage({ storage: refusingWrites() }));
  const server = setupServer(...createHandlers({ baseUrl, ...db }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('answer a favorite the browser did not keep with a JSON 507, as any failed write', async () => {
    // The visitor's own token: the owner rule (mocks/access.ts) lets the write through to the storage.
    const headers = bearer(testIdToken({ uid: 'visitor-uid', email: visitor }));
    const response = await fetch(`${baseUrl}/favorites`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(favorite()),
    });
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    const list = await fetch(`${baseUrl}/favorites?email=${encodeURIComponent(visitor)}`, { headers });
    expect(await list.json()).toEqual([]);
  });
});
