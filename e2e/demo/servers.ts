import { ports } from '../support/ports';

/**
 * Where playwright.demo.config.ts serves the demo builds: plain static servers (scripts/serveStatic.ts)
 * in the block of ports TEST_PORT_BASE gives every test (e2e/support/ports.ts).
 */
export const demoSites = {
  // The demo as a user site (at the root) and as a project site (GitHub Pages' /<repo>/).
  root: { dir: 'dist-demo', base: '/', port: ports.demo, url: `http://127.0.0.1:${ports.demo}` },
  subPath: {
    dir: 'dist-demo-subpath',
    base: '/storefront/',
    port: ports.demoSubPath,
    url: `http://127.0.0.1:${ports.demoSubPath}/storefront/`,
  },
} as const;
