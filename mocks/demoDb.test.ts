import { describe, expect, it } from 'vitest';
import { createDemoDb } from './demoDb';
import { freshFixtureDb } from './fixtureDb';

/** localStorage's part that the demo db uses, in memory (Node has none). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

const favorite = { ...freshFixtureDb().favorites[0]!, _id: 'p-new', email: 'visitor@freshbazar.test' };

describe('createDemoDb (the demo visitor data kept in their browser)', () => {
  it('a new page load finds the saved favorites and users, over the fixtures', () => {
    const storage = memoryStorage();
    const first = createDemoDb('demo', storage);
    first.getDb().favorites.push(favorite);
    first.getDb().users.push({ _id: 'u-new', name: 'Visitor', email: 'visitor@freshbazar.test' });
    first.save();

    const reloaded = createDemoDb('demo', storage);
    expect(reloaded.getDb().favorites).toContainEqual(favorite);
    expect(reloaded.getDb().users.map((u) => u.email)).toContain('visitor@freshbazar.test');
    expect(reloaded.getDb().products).toEqual(freshFixtureDb().products);
    expect(reloaded.base().favorites).toContainEqual(favorite);
  });

  it('clear forgets them: the fixtures again, now and on the next load', () => {
    const storage = memoryStorage();
    const db = createDemoDb('demo', storage);
    db.getDb().favorites.push(favorite);
    db.save();
    db.clear();
    expect(db.getDb()).toEqual(freshFixtureDb());
    expect(createDemoDb('demo', storage).getDb()).toEqual(freshFixtureDb());
  });

  it('starts from the fixtures when what was saved is unreadable', () => {
    const storage = memoryStorage();
    storage.setItem('demo', '{not json');
    expect(createDemoDb('demo', storage).getDb()).toEqual(freshFixtureDb());
  });
});
