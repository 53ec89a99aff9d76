import { setupServer } from 'msw/node';
import { createFaultState } from './faultsState';
import { createHandlers } from './handlers';
import { createMemoryDb } from './memoryDb';

/** The base URL component tests use (VITE_API_URL of the `unit` test project). */
export const TEST_API_URL = 'http://api.test';

const memory = createMemoryDb();

/** Faults for one test: `mockFaults.set({rules: [{route: 'GET /products', status: 503}]})`; cleared after each test. */
export const mockFaults = createFaultState();

export const getMockDb = memory.getDb;
/** Called after every test (src/test/setup.ts): fixtures back, faults cleared. */
export const resetMockDb = () => {
  memory.resetDb();
  mockFaults.clear();
};
export const server = setupServer(...createHandlers({ baseUrl: TEST_API_URL, ...memory, faults: mockFaults }));
