/**
 * The static demo's answers to the contract's calls that take nothing (GET /products, GET
 * /catagory), as the files the demo build writes (`api/products.json`): a page names them as its
 * first calls' answers (src/app/prerender.tsx), and a static host serves them before the in-page
 * worker has started. They are the fixtures as the worker's handlers answer them, which
 * tooling/demoAnswers.test.ts checks against mocks/respond.ts; a scenario (`?scenario=`) asks the worker.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface FixtureLists {
  products: unknown[];
  catagory: unknown[];
}

/** Each answer's file under `api/`, and its body. */
export function demoAnswers(fixtures: FixtureLists): Record<string, unknown> {
  return { 'products.json': fixtures.products, 'catagory.json': fixtures.catagory };
}

export function writeDemoAnswers(outDir: string, fixtures: FixtureLists) {
  mkdirSync(join(outDir, 'api'), { recursive: true });
  for (const [file, body] of Object.entries(demoAnswers(fixtures)))
    writeFileSync(join(outDir, 'api', file), JSON.stringify(body));
}
