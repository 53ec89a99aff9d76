import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { createHandlers } from '../mocks/handlers';
import { createMemoryDb } from '../mocks/memoryDb';
import { contractSuite } from './suite';
import { contractRunUsers, emulatorOrigin } from './testUsers';

// (b) the MSW handlers, intercepting fetch in this process.
const baseUrl = 'http://contract.msw.test';
const memory = createMemoryDb();
const server = setupServer(...createHandlers({ baseUrl, ...memory }));

// The suite signs its users up in the Auth emulator over the network, past the handlers.
const emulator = emulatorOrigin(process.env.AUTH_CONTRACT_EMULATOR_URL ?? 'unset.invalid');
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).origin !== emulator) print.error();
    },
  }),
);
afterAll(() => server.close());

contractSuite({
  name: 'MSW handlers',
  baseUrl: () => baseUrl,
  reset: async () => memory.resetDb(),
  users: contractRunUsers,
  // Set once the handlers check ID tokens (issue 50 item 2): then every refusal must be their 401/403.
  guardsWishlists: true,
});
