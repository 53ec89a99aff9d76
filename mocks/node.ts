import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';
import { createMemoryDb } from './memoryDb';

/** The base URL component tests use (VITE_API_URL of the `unit` test project). */
export const TEST_API_URL = 'http://api.test';

const memory = createMemoryDb();

export const getMockDb = memory.getDb;
export const resetMockDb = memory.resetDb;
export const server = setupServer(...createHandlers({ baseUrl: TEST_API_URL, ...memory }));
