import { describe, expect, it } from 'vitest';
import { contractBreach } from './answerCheck';
import { callOf, callsOfRoutes, wrongCall } from './calls';
import { freshFixtureDb } from './fixtureDb';

describe('a wrong call names the call it most likely meant', () => {
  it.each([
    // GET /catagory
    ['GET', '/categories', 404, 'Did you mean GET /catagory?'],
    ['GET', '/category', 404, 'Did you mean GET /catagory?'],
    ['GET', '/catagory/1', 404, 'Did you mean GET /catagory?'],
    // GET /products
    ['GET', '/product', 404, 'Did you mean GET /products or GET /products/:id?'],
    ['GET', '/prodcuts', 404, 'Did you mean GET /products or GET /products/:id?'],
    ['POST', '/products', 405, 'Did you mean GET /products or GET /products/:id?'],
    // GET /products/:id
    ['GET', '/product/abc', 404, 'Did you mean GET /products/:id or GET /products?'],
    ['GET', '/products/abc/reviews', 404, 'Did you mean GET /products/:id or GET /products?'],
    // GET /favorites
    ['GET', '/favourites', 404, 'Did you mean GET /favorites?'],
    ['GET', '/favorites/abc', 405, 'Did you mean GET /favorites or DELETE /favorites/:id?'],
    // POST /favorites
    ['POST', '/favorite', 404, 'Did you mean POST /favorites?'],
    ['PUT', '/favorites', 405, 'Did you mean GET /favorites, POST /favorites or DELETE /favorites/:id?'],
    // DELETE /favorites/:id
    ['DELETE', '/favourites/abc', 404, 'Did you mean DELETE /favorites/:id?'],
    ['DELETE', '/favorites', 405, 'Did you mean DELETE /favorites/:id, GET /favorites or POST /favorites?'],
    // POST /users
    ['POST', '/user', 404, 'Did you mean POST /users?'],
    ['GET', '/users', 405, 'Did you mean POST /users?'],
  ] as const)('%s %s: %i, %s', (method, path, status, hint) => {
    expect(wrongCall(method, path)).toEqual({
      status,
      body: { error: `No call ${method} ${path}. ${hint}` },
    });
  });

  it('lists every call when none is near, and cuts a long path', () => {
    expect(wrongCall('GET', '/favicon.ico').body).toEqual({
      error:
        "No call GET /favicon.ico. The contract's calls are GET /catagory, GET /products, GET /products/:id, " +
        'GET /favorites, POST /favorites, DELETE /favorites/:id or POST /users.',
    });
    expect((wrongCall('GET', `/${'x'.repeat(5000)}`).body as { error: string }).error.length).toBeLessThan(
      400,
    );
  });

  it('knows the seven calls themselves', () => {
    expect(callOf('GET', '/products/')).toBe('listProducts');
    expect(callOf('GET', '/products/abc')).toBe('getProduct');
    expect(callOf('DELETE', '/favorites/abc')).toBe('removeFavorite');
    expect(callOf('PUT', '/favorites')).toBeUndefined();
  });
});

describe('the calls a --real list names', () => {
  it('reads routes as the fault rules write them, or all', () => {
    expect(callsOfRoutes('GET /products, GET /products/:id,GET /catagory')).toEqual([
      'listCategories',
      'listProducts',
      'getProduct',
    ]);
    expect(callsOfRoutes('/favorites*')).toEqual(['listFavorites', 'addFavorite', 'removeFavorite']);
    expect(callsOfRoutes('all')).toHaveLength(7);
  });

  it('refuses a route that names no call, with the closest', () => {
    expect(() => callsOfRoutes('GET /products,GET /categories')).toThrow(
      "'GET /categories' names none of the contract's calls: did you mean GET /catagory?",
    );
    expect(() => callsOfRoutes('nothing')).toThrow(
      /names none of the contract's calls; they are GET \/catagory/,
    );
  });
});

describe("a backend's answer against the contract", () => {
  const products = freshFixtureDb().products;
  const { name: _name, ...nameless } = products[40]!;
  const broken = products.map((p, i) => (i === 12 ? { ...p, price: '2.50' } : i === 40 ? nameless : p));

  it('counts the list items that break it and names the first', () => {
    const sentence = `2 of ${products.length} products break the contract: [12].price is a string`;
    expect(contractBreach('listProducts', 200, JSON.stringify(broken))).toBe(sentence);
    expect(contractBreach('listProducts', 200, JSON.stringify({ products: broken }))).toBe(sentence);
    expect(contractBreach('listProducts', 200, JSON.stringify(products))).toBeNull();
    expect(contractBreach('listProducts', 200, JSON.stringify([nameless]))).toBe(
      '1 of 1 products break the contract: [0].name is missing',
    );
  });

  it('names a whole answer that breaks it, and one that is not JSON', () => {
    expect(contractBreach('getProduct', 200, JSON.stringify({ ...products[0], rating: 11 }))).toBe(
      'the answer breaks the contract: rating: Too big: expected number to be <=5',
    );
    expect(contractBreach('listProducts', 200, '{"data":[]}')).toBe(
      'the answer breaks the contract: the body is an object with keys data',
    );
    expect(contractBreach('listProducts', 200, '<html>')).toBe('the body is not JSON ("<html>")');
    expect(contractBreach('getProduct', 404, '{"error":"no such product"}')).toBeNull();
  });

  it('lets a failure it does not list through with an {error}, and names a success it does not list', () => {
    expect(contractBreach('listProducts', 503, '{"error":"down"}')).toBeNull();
    expect(contractBreach('listProducts', 500, '{"message":"down"}')).toBe(
      'an error answer must be {"error": "…"}: error is missing',
    );
    expect(contractBreach('removeFavorite', 204, '{}')).toBe(
      'the contract has no 204 for DELETE /favorites/:id',
    );
  });
});
