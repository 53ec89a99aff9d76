import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshFixtureDb } from '../mocks/fixtureDb';
import { createStub, listenStub } from '../mocks/stub/server';
import { OPENAPI_FILE } from '../mocks/openapi/file';
import { contractSuite } from './suite';
import { contractRunUsers } from './testUsers';
import { startValidatingProxy } from './validatingProxy';

/**
 * The second, independent check: the whole contract suite runs against the
 * stub through a proxy that validates every answer against the published
 * document (docs/openapi.json) with ajv. A stub answer the document does not
 * describe fails here even if our zod checks agree with it.
 */
let stubServer: Server;
let stubUrl = '';
const proxy = await startValidatingProxy(JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')), () => stubUrl);

beforeAll(async () => {
  const { app } = createStub({ source: freshFixtureDb(), fixtures: freshFixtureDb });
  stubServer = await listenStub(app, 0, '127.0.0.1');
  stubUrl = `http://127.0.0.1:${(stubServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await proxy.close();
  await new Promise<void>((resolve) => stubServer.close(() => resolve()));
});

contractSuite({
  name: 'json-server stub through the OpenAPI validating proxy',
  baseUrl: () => proxy.url,
  reset: async () => {
    await fetch(`${proxy.url}/__stub/reset`, { method: 'POST' });
  },
  users: contractRunUsers,
});

describe('the stub against the published document', () => {
  it('sent only documented statuses and bodies matching the document', () => {
    expect(proxy.checked()).toBeGreaterThan(20);
    expect(proxy.mismatches).toEqual([]);
  });

  it('reports a stub answer that the document does not describe', async () => {
    const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'));
    document.components.schemas.Category.required.push('slug');
    delete document.paths['/products/{id}'].get.responses['404'];
    const strict = await startValidatingProxy(document, () => stubUrl);
    await fetch(`${strict.url}/catagory`);
    await fetch(`${strict.url}/products/no-such-id`);
    await strict.close();
    expect(strict.mismatches).toEqual([
      expect.stringMatching(/^GET \/catagory 200: .*must have required property 'slug'/),
      'GET /products/no-such-id 404: status not in the document for GET /products/{id}',
    ]);
  });
});
