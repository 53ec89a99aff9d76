import { defineNetworkFixture, type NetworkFixture } from '@msw/playwright';
import { test as base, expect } from '@playwright/test';
import type { Faults } from '../../mocks/faults';
import { createFaultState, type FaultState } from '../../mocks/faultsState';
import { createHandlers } from '../../mocks/handlers';
import { createJournal, type Journal } from '../../mocks/journal';
import { emulatorLookup, idTokenVerifier } from '../../mocks/idTokens';
import { createMemoryDb } from '../../mocks/memoryDb';
import { createScenarioState, type ScenarioState } from '../../mocks/scenarios';
import { callsFrom, type Calls } from '../support/calls';
import { urls } from '../support/ports';
import { hideBlockedServiceWorkers } from '../support/serviceWorkers';

/** The MSW project: the built app, its backend (urls.stub) answered by the MSW handlers, per-test data. */
interface MswFixtures {
  /** This test's backend data, fresh from the fixtures. */
  mockDb: ReturnType<typeof createMemoryDb>;
  /** This test's faults, as the stub's /__stub/faults: `faults.inject({ route: 'GET /x', status: 503 })`. */
  faults: FaultState & { inject(...rules: Faults['rules']): void };
  /** This test's named scenario (mocks/scenarios.ts), the stub's names: `scenario.apply('backend-down')`. */
  scenario: ScenarioState;
  /** The calls the page made to its backend, as `calls` reads them. */
  journal: Journal;
  /** This test's backend calls (e2e/support/calls.ts): `calls.count('GET /products')`. */
  calls: Calls;
  network: NetworkFixture;
}

export const test = base.extend<MswFixtures & { blockedServiceWorkers: void }>({
  blockedServiceWorkers: [
    ({ context, serviceWorkers }, use) => hideBlockedServiceWorkers(context, serviceWorkers).then(use),
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a pattern
  mockDb: async ({}, provide) => {
    await provide(createMemoryDb());
  },
  // eslint-disable-next-line no-empty-pattern
  faults: async ({}, provide) => {
    const state = createFaultState();
    await provide({ ...state, inject: (...rules) => state.set({ rules }) });
  },
  scenario: async ({ mockDb, faults }, provide) => {
    await provide(createScenarioState({ ...mockDb, faults }));
  },
  // eslint-disable-next-line no-empty-pattern
  journal: async ({}, provide) => {
    await provide(createJournal());
  },
  calls: async ({ journal }, provide) => {
    await provide(callsFrom(() => journal.list()));
  },
  network: [
    async ({ context, mockDb, faults, scenario, journal }, use) => {
      const network = defineNetworkFixture({
        context,
        handlers: createHandlers({
          baseUrl: urls.stub,
          ...mockDb,
          faults,
          scenarios: scenario,
          journal,
          // @msw/playwright 0.6.7 emits its events in a form msw 2.15's emitter throws on (a TypeError).
          journalHere: true,
          // The app signs in with this run's Auth emulator: its tokens are checked there, as the stub does.
          verifyIdToken: idTokenVerifier({ lookup: emulatorLookup(new URL(urls.auth).host) }),
        }),
        // Anything else (the app's own files, the Auth emulator) goes to the network as usual.
        onUnhandledRequest: 'bypass',
      });
      await network.enable();
      await use(network);
      await network.disable();
    },
    { auto: true },
  ],
});

export { expect, urls };
