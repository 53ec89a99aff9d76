/**
 * Ports of the stack Playwright starts. E2E_PORT_OFFSET moves them all, so two
 * runs on one machine (or a run beside `npm start`) never collide.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const ports = {
  stub: 3101 + offset,
  auth: 9199 + offset,
  authHub: 4410 + offset,
  authLogging: 4510 + offset,
  app: 4300 + offset,
  offset,
};

/** The Auth emulator's three ports, as its config names them (emulators/authEmulatorProcess.ts). */
export const authEmulatorPorts = { auth: ports.auth, hub: ports.authHub, logging: ports.authLogging };

export const urls = {
  stub: `http://127.0.0.1:${ports.stub}`,
  auth: `http://127.0.0.1:${ports.auth}`,
  app: `http://127.0.0.1:${ports.app}`,
};

/** Where the app Playwright serves is built (playwright.config.ts), per offset so two runs never share it. */
export const appBuildDir = `dist-e2e/${ports.offset}`;
