import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { authHandlers, createAuthStore } from '../../mocks/auth';
import { authContractSuite } from './authSuite';

// (b) the in-browser Auth emulator (mocks/auth), intercepting fetch in this process.
const origin = 'http://auth.msw.test';
const store = createAuthStore();
const server = setupServer(...authHandlers(store));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

authContractSuite({
  name: 'in-browser handlers (mocks/auth)',
  origin: () => origin,
  reset: () => store.reset(),
});
