/**
 * Where playwright.demo.config.ts serves the demo builds: plain static servers (scripts/serveStatic.ts)
 * on 4480-4489, apart from the main config's stacks (4300 + E2E_PORT_OFFSET).
 */
export const demoPort = Number(process.env.DEMO_PORT ?? 4480);

/** The demo as a user site (at the root) and as a project site (GitHub Pages' /<repo>/). */
export const demoSites = {
  root: { dir: 'dist-demo', base: '/', url: `http://127.0.0.1:${demoPort}` },
  subPath: {
    dir: 'dist-demo-subpath',
    base: '/storefront/',
    url: `http://127.0.0.1:${demoPort + 1}/storefront/`,
  },
} as const;
