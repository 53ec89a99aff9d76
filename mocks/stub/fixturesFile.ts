import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cloneDb, type Db } from '../db';

/**
 * A fixtures file (e.g. written by `npm run fixtures:record`), read once and
 * handed out as fresh copies. Missing collections are empty; a file that is
 * not a fixtures object stops the stub with a readable error.
 */
export function loadFixturesFile(file: string): () => Db {
  const path = resolve(file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    console.error(`[stub] cannot read fixtures ${path}: ${(error as Error).message}`);
    process.exit(2);
  }
  const data = (json ?? {}) as Partial<Record<keyof Db, unknown>>;
  const list = (key: keyof Db) => (Array.isArray(data[key]) ? data[key] : []);
  if (typeof json !== 'object' || json === null || !Array.isArray(data.products)) {
    console.error(
      `[stub] ${path} is not a fixtures file: expected {"products": [...], "catagory": [...], ...}`,
    );
    process.exit(2);
  }
  const db = {
    catagory: list('catagory'),
    products: list('products'),
    favorites: list('favorites'),
    users: list('users'),
  } as Db;
  return () => cloneDb(db);
}
