import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { freshFixtureDb } from '../mocks/fixtureDb';
import { createStub } from '../mocks/stub/server';
import { contractSuite } from './suite';
import { contractRunUsers } from './testUsers';

// (a) the json-server stub over real HTTP, on an in-memory db.
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  const { app } = createStub({ source: freshFixtureDb(), fixtures: freshFixtureDb });
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

contractSuite({
  name: 'json-server stub',
  baseUrl: () => baseUrl,
  reset: async () => {
    await fetch(`${baseUrl}/__stub/reset`, { method: 'POST' });
  },
  users: contractRunUsers,
  // Set once the stub checks ID tokens (issue 50 item 2): then every refusal must be its 401/403.
  guardsWishlists: true,
});
