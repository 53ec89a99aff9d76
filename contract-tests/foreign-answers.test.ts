import { afterEach, describe, expect, it } from 'vitest';
import { startQuirkyBackend, type Breakage } from './quirkyBackend';
import { runCheckBackend } from './runCheckBackend';

/**
 * `npm run check:backend` never crashes on an answer it did not expect (issue 50): each answer
 * below fails the check with a sentence naming the call and what came back, not a TypeError.
 * (A list under another key: foreign-backend.test.ts.)
 */
let stop: (() => void) | undefined;
afterEach(() => stop?.());

async function check(breaks: Breakage) {
  const backend = await startQuirkyBackend(breaks);
  stop = () => backend.server.close();
  const result = await runCheckBackend(backend);
  expect(result.passed, result.output).toBe(false);
  expect(result.output).not.toMatch(/TypeError|ReferenceError|SyntaxError|Cannot read properties/);
  return { ...result, backend };
}

describe('check:backend on answers it did not expect', () => {
  it('a product list that is an HTML page', async () => {
    const { output } = await check('not-json');
    expect(output).toContain(
      'GET /products answered 200 with text that is not JSON ("<!doctype html><title>Products</title><ul><li>Mango</li></ul"), ' +
        'where the app reads a list of products or {products: [...]}',
    );
  }, 70_000);

  it('products whose _id is a number', async () => {
    const { output } = await check('wrong-types');
    expect(output).toMatch(
      /GET \/products answered a list of \d+ items whose first item is an object with keys _id, .*: the check needs a product with an _id to add as a favorite/,
    );
  }, 70_000);

  it('wishlist calls that answer null', async () => {
    const { output, backend } = await check('null-answers');
    expect(output).toMatch(
      /GET \/favorites\?email=storefront-check-1@example\.test answered 200 with null, not a list/,
    );
    expect(output).toContain(
      'POST /favorites as storefront-check-1@example.test, with her own token, added nothing (it answered 200)',
    );
    // What it stored is still removed: the cleanup lists nothing, so it deletes the one favorite it added by its id.
    expect(backend.favorites).toEqual([]);
  }, 70_000);
});
