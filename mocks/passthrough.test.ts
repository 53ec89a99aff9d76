import { setupServer } from 'msw/node';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaultState } from './faultsState';
import { createHandlers } from './handlers';
import { createMemoryDb } from './memoryDb';

/**
 * `npm run dev:msw` with VITE_MSW_REAL: the handlers answer every call but the named ones, which
 * MSW's passthrough() sends on to VITE_API_URL itself (a real backend on its own port here).
 */
const catalog = [{ _id: 'backend-1', name: 'From the backend' }];
const reached: string[] = [];
const backend = createServer((req, res) => {
  reached.push(`${req.method} ${req.url}`);
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(catalog));
});
const faults = createFaultState();
let baseUrl = '';
let msw: ReturnType<typeof setupServer>;

beforeAll(async () => {
  backend.listen(0, '127.0.0.1');
  await once(backend, 'listening');
  baseUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  msw = setupServer(...createHandlers({ baseUrl, ...createMemoryDb(), faults, real: 'GET /products' }));
  msw.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  msw.close();
  backend.close();
});

describe('MSW in front of a half-built backend', () => {
  it('passes the real calls through, faults first, and answers the rest', async () => {
    expect(await (await fetch(`${baseUrl}/products`)).json()).toEqual(catalog);
    expect((await fetch(`${baseUrl}/catagory`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/favorites?email=a%40b.co`)).status).toBe(401);
    faults.set({ rules: [{ route: 'GET /products', status: 503 }] });
    expect((await fetch(`${baseUrl}/products`)).status).toBe(503);
    faults.clear();
    expect(reached).toEqual(['GET /products']);
    expect(await (await fetch(`${baseUrl}/__stub/health`)).json()).toMatchObject({
      transport: 'msw',
      split: { backend: baseUrl, backendCalls: ['GET /products'] },
    });
  });

  it('names the closest call for a typo, as the stub does', async () => {
    const answer = await fetch(`${baseUrl}/categories`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: 'No call GET /categories. Did you mean GET /catagory?' });
    expect(reached).toEqual(['GET /products']);
  });

  it('refuses a route that names no call', () => {
    expect(() => createHandlers({ baseUrl, ...createMemoryDb(), real: 'GET /product' })).toThrow(
      "'GET /product' names none of the contract's calls: did you mean GET /products or GET /products/:id?",
    );
  });
});
