import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { copyFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import { assertBuildSettings } from './tooling/settings.ts';
import { inlineScriptCsp } from './tooling/hostingCsp.ts';
import { prerenderPages } from './tooling/prerender.ts';
import { hostedServiceWorker } from './tooling/serviceWorker.ts';

const DEMO_MODE = 'demo';

/**
 * MSW's worker (public/) ships in the demo build only. The demo, for a plain static host, gets the app's
 * shell as 404.html for paths with no file (/detail/:id, /auth/*); Firebase Hosting rewrites instead.
 */
function mockWorkerAndNotFoundPage(): Plugin {
  let outDir = 'dist';
  let demo = false;
  return {
    name: 'storefront:worker-and-404',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
      demo = config.mode === DEMO_MODE;
    },
    // After the prerender step has written the shell.
    closeBundle: {
      order: 'post',
      handler: () => {
        if (demo) copyFileSync(join(outDir, 'app-shell.html'), join(outDir, '404.html'));
        else rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
      },
    },
  };
}

/** jsdom with the MSW handlers: the component and hook tests of src/. */
const componentTests = {
  environment: 'jsdom',
  include: ['src/**/*.test.{ts,tsx}'],
  setupFiles: ['src/test/setup.ts'],
  env: { VITE_API_URL: 'http://api.test', VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' },
};

/** Test files that mock or reset modules: sharing a module graph, their mocks would reach other files. */
const NEED_OWN_MODULES = [
  'src/auth/AuthProvider.test.tsx',
  'src/features/catalog/ProductFilterPage.scale.test.tsx',
  'src/lib/afterPageLoad.test.ts',
  // Its stand-in service worker must be there before src/lib/connection.ts is first imported.
  'src/lib/connection.test.ts',
];

const REAL_BACKEND_CHECK = 'contract-tests/real-backend.test.ts';

/** A `.po` catalog has no side effects: a build that never reads one (src/i18n/workspace.ts) drops it. */
function catalogsWithoutSideEffects(): Plugin {
  return {
    name: 'storefront:catalogs-without-side-effects',
    transform: {
      order: 'post',
      handler: (code, id) => (id.endsWith('.po') ? { code, map: null, moduleSideEffects: false } : null),
    },
  };
}

const config = {
  plugins: [
    react(),
    lingui(),
    catalogsWithoutSideEffects(),
    tailwindcss(),
    inlineScriptCsp(),
    prerenderPages({ plainHost: (mode) => mode === DEMO_MODE }),
    mockWorkerAndNotFoundPage(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    // `npm start -- --host`: only this server listens on the network; a phone reaches the stub and the
    // Auth emulator through it, each caller named in X-Forwarded-For (mocks/stub/cors.ts).
    ...(process.env.WORKSPACE_ON_NETWORK === '1' && {
      proxy: {
        '/api': { target: 'http://127.0.0.1:3001', rewrite: (path) => path.slice('/api'.length), xfwd: true },
        '/identitytoolkit.googleapis.com': { target: 'http://127.0.0.1:9099', xfwd: true },
        '/securetoken.googleapis.com': { target: 'http://127.0.0.1:9099', xfwd: true },
      },
    }),
  },
  preview: { port: 4173, strictPort: true },
  build: {
    // One stylesheet for the whole app, which every page carries inline (tooling/prerender.ts):
    // split per chunk, a lazy module would fetch its share again.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Every page needs these: one file gzips smaller than several shared chunks.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
              priority: 2,
            },
            {
              // The rest of the first render in one file: on a phone each request costs a round trip.
              name: 'app',
              tags: ['$initial'],
              // The entry module stays the entry (index.html loads it).
              test: (id) => !id.endsWith('/src/main.tsx') && !id.includes('index.html'),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    // Vitest leaves a CPU free by default; the suites are CPU-bound, so every CPU gets a worker.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          ...componentTests,
          name: 'unit',
          exclude: NEED_OWN_MODULES,
          // One jsdom and one import of the MSW handlers per worker, not per file;
          // src/test/setup.ts resets what a file leaves behind.
          isolate: false,
        },
      },
      { extends: true, test: { ...componentTests, name: 'unit-isolated', include: NEED_OWN_MODULES } },
      {
        // Code that never runs in a browser needs no DOM.
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{mocks,fixtures,emulators,scripts,tooling,lint}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['contract-tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, REAL_BACKEND_CHECK],
          // One Auth emulator for the suite's signed-in users (contract-tests/emulatorSetup.ts).
          globalSetup: ['contract-tests/emulatorSetup.ts'],
        },
      },
      // A real backend, only through `npm run check:backend -- URL` (scripts/checkBackend.ts).
      ...(process.env.CONTRACT_BASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'backend', environment: 'node', include: [REAL_BACKEND_CHECK] },
            },
          ]
        : []),
    ],
  },
} satisfies UserConfig;

export default defineConfig(({ command, mode }) => {
  // A build states where its backend and its Firebase project are (tooling/settings.ts).
  if (command === 'build') assertBuildSettings(mode, loadEnv(mode, process.cwd(), 'VITE_'));
  const plugins = [
    ...config.plugins,
    hostedServiceWorker({ disable: command !== 'build' || mode === DEMO_MODE }),
  ];
  // The demo's worker chunk without the public suffix list (mocks/tldts.ts).
  if (command === 'build' && mode === DEMO_MODE)
    return {
      ...config,
      plugins,
      resolve: { alias: { tldts: resolve(import.meta.dirname, 'mocks/tldts.ts') } },
    };
  return { ...config, plugins };
});
