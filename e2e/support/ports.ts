/** Every port `npm test` uses: ten from TEST_PORT_BASE (default 4300); move it to run two at once. */
const base = Number(process.env.TEST_PORT_BASE ?? 4300);

export const ports = {
  base,
  app: base,
  stub: base + 1,
  /** Playwright's Auth emulator, with its hub and logging ports. */
  auth: { auth: base + 2, hub: base + 3, logging: base + 4 },
  /** The contract project's (contract-tests/emulatorSetup.ts): it wipes its accounts, so not Playwright's. */
  contractAuth: { auth: base + 5, hub: base + 6, logging: base + 7 },
  /** playwright.demo.config.ts: the demo at the root, and at a sub-path. */
  demo: base + 8,
  demoSubPath: base + 9,
};

export const urls = {
  stub: `http://127.0.0.1:${ports.stub}`,
  auth: `http://127.0.0.1:${ports.auth.auth}`,
  app: `http://127.0.0.1:${ports.app}`,
};

/** Where the app Playwright serves is built (playwright.config.ts), per block so two runs never share it. */
export const appBuildDir = `dist-e2e/${base}`;
