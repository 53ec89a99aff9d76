import { setupServer } from 'msw/node';
import { createFaultState } from './faultsState';
import { createHandlers, journalCalls } from './handlers';
import { createJournal } from './journal';
import { createMemoryDb } from './memoryDb';
import { createScenarioState, type ScenarioName } from './scenarios';

/** The base URL component tests use (VITE_API_URL of the `unit` test project). */
export const TEST_API_URL = 'http://api.test';

const memory = createMemoryDb();

/** Faults for one test, cleared after each. */
export const mockFaults = createFaultState();

const mockScenarios = createScenarioState({ ...memory, faults: mockFaults });

/** One named scenario for this test; back to default after each. */
export const applyScenario = (name: ScenarioName) => mockScenarios.apply(name);

export const getMockDb = memory.getDb;
/** Called after every test (src/test/setup.ts): fixtures back, faults and journal cleared, the default scenario. */
export const resetMockDb = () => {
  mockScenarios.reset();
  mockJournal.clear();
};
/** The calls this test made (`expectCalls` in src/test/calls.ts); cleared after each. */
export const mockJournal = createJournal();
export const server = setupServer(
  ...createHandlers({
    baseUrl: TEST_API_URL,
    ...memory,
    faults: mockFaults,
    scenarios: mockScenarios,
    journal: mockJournal,
  }),
);
journalCalls(server.events, mockJournal, TEST_API_URL);
