import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { createHandlers } from '../mocks/handlers';
import { createMemoryDb } from '../mocks/memoryDb';
import { contractSuite } from './suite';

// (b) the MSW handlers, intercepting fetch in this process.
const baseUrl = 'http://contract.msw.test';
const memory = createMemoryDb();
const server = setupServer(...createHandlers({ baseUrl, ...memory }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

contractSuite({ name: 'MSW handlers', baseUrl: () => baseUrl, reset: async () => memory.resetDb() });
