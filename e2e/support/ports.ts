/**
 * Ports of the stack Playwright starts. E2E_PORT_OFFSET moves them all, so two
 * runs on one machine (or a run beside `npm start`) never collide.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** The stack's ports at an offset: Playwright's own, and those of another lane (scripts/e2eLanes.ts). */
export function portsAt(at: number) {
  return {
    stub: 3101 + at,
    auth: 9199 + at,
    authHub: 4410 + at,
    authLogging: 4510 + at,
    app: 4300 + at,
    offset: at,
  };
}

export const ports = portsAt(offset);

/** The Auth emulator's three ports, as its config names them (emulators/authEmulatorProcess.ts). */
export const authEmulatorPortsAt = (at: number) => {
  const { auth, authHub, authLogging } = portsAt(at);
  return { auth, hub: authHub, logging: authLogging };
};
export const authEmulatorPorts = authEmulatorPortsAt(offset);

/**
 * `npm test` runs the end-to-end projects in two lanes at once, each with a whole stack of its own
 * (scripts/e2eLanes.ts): the second at this much above the first. Offsets are multiples of ten by
 * habit, so a second run's lanes (E2E_PORT_OFFSET=10: 10 and 15) never meet the first's.
 */
export const SECOND_LANE_SHIFT = 5;

/**
 * Which projects each lane runs: every test resets the stub and wipes the Auth emulator, so a lane
 * runs one test at a time; the two lanes take about as long (chromium ~150 s, a11y + msw ~170 s
 * of tests on a 2-core CI host).
 */
export const E2E_LANES = [
  { shift: 0, projects: ['chromium'] },
  { shift: SECOND_LANE_SHIFT, projects: ['a11y', 'msw'] },
] as const;

export const urls = {
  stub: `http://127.0.0.1:${ports.stub}`,
  auth: `http://127.0.0.1:${ports.auth}`,
  app: `http://127.0.0.1:${ports.app}`,
};

/** Where the app Playwright serves is built (playwright.config.ts), per offset so two runs never share it. */
export const appBuildDir = `dist-e2e/${ports.offset}`;
