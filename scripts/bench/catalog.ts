/**
 * A catalog of N products for the stub: written by the fixtures generator
 * (its CLI, so the bench uses exactly what `npm run seed` would) into a temp
 * file the stub serves with --db. Also picks filter targets that are sure to
 * change the grid: two categories, and a low and a high price.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Catalog {
  file: string;
  products: number;
  categories: [string, string];
  prices: [number, number];
}

export function generateCatalog(dir: string, products: number): Catalog {
  const file = join(dir, `catalog-${products}.json`);
  execFileSync(
    'node_modules/.bin/tsx',
    ['fixtures/generate.ts', '--products', String(products), '--out', file],
    { stdio: 'ignore' },
  );
  const db = JSON.parse(readFileSync(file, 'utf8')) as {
    catagory: { name: string }[];
    products: { price: number }[];
  };
  const prices = db.products.map((p) => p.price).sort((a, b) => a - b);
  const at = (q: number) => Math.ceil(prices[Math.floor(q * (prices.length - 1))]!);
  const [first, second] = db.catagory.map((c) => c.name);
  if (!first || !second) throw new Error(`${file} has fewer than two categories`);
  return { file, products, categories: [first, second], prices: [at(0.25), at(0.75)] };
}
