import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * The app's layers, lowest first (docs/architecture.md, Layers). A folder imports only from its own
 * level and the levels below; folders on one level may use each other, never in a cycle.
 */
const layers = [
  ['src/contract'],
  ['src/api', 'src/lib', 'src/i18n'],
  ['src/components', 'src/auth', 'src/preferences'],
  ['src/features'],
  ['src/app'],
  ['src/main.tsx'],
];

/** Why the route table's, the contract's and the language catalogs' loaders have one form. */
const moduleLoaderMessage =
  "Write this loader exactly as `() => import('./path')`, a string literal returned by an arrow: the build reads that form (tooling/prerender.ts moduleOfLoader) to find the module's chunk and preload it with the page (docs/decisions/038). Any other form builds, but the page's HTML then misses its first modules.";

/** Dev/demo entry points: the MSW worker (`dev:msw`), the emulator's Google picker, the demo's sign-in. */
const devEntryPoints = [
  'src/main.tsx',
  'src/features/account/GoogleEmulatorDialog.tsx',
  'src/auth/AuthProvider.tsx',
];

const layerZones = layers.slice(0, -1).map((level, index) => ({
  target: level,
  from: layers.slice(index + 1).flat(),
  message: `${level.join(', ')} may import only from the layers below it (docs/architecture.md, Layers).`,
}));

/** A feature reaches another only through its public entry, src/features/<name>/index.ts. */
const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: `src/features/${feature}`,
  from: 'src/features',
  except: [
    `./${feature}`,
    ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
  ],
  message: 'Import another feature through its index.ts, or move the shared part down to components or lib.',
}));

/** mocks/ and fixtures/ may use the contract and the low-level helpers, nothing that renders. */
const besideZone = {
  target: ['mocks', 'fixtures'],
  from: layers.slice(2).flat(),
  message: 'mocks and fixtures stand beside the app: they may use src/contract, api, lib and i18n only.',
};

/** The shipped app (everything in src but tests, test setup and dev entry points) never imports them. */
const appZone = {
  target: 'src',
  from: ['mocks', 'fixtures', 'src/test'],
  message:
    'Only tests, src/test and dev/demo entry points (eslint.config.js) may import mocks, fixtures or src/test.',
};

const restrictedPaths = (zones) => ['error', { basePath: root, zones }];
const everyZone = [...layerZones, ...featureZones, besideZone];

export default tseslint.config(
  {
    ignores: [
      // Build and test output (.gitignore): `npm run demo` leaves dist-demo/ with MSW's worker in it.
      'dist',
      'dist-*',
      'node_modules',
      'playwright-report',
      'playwright-report-*',
      'blob-report',
      'test-results',
      'coverage',
      '.lighthouseci',
      'public/mockServiceWorker.js',
      '.stub-data',
      // Deliberately broken files for lint/layers.test.ts.
      'lint/fixtures',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': restrictedPaths(everyZone),
    },
  },
  {
    // A deprecated API fails lint: its own doc comment says what replaces it. Needs the types,
    // from tsconfig.json's program (the project service), for every file lint reads.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: { '@typescript-eslint/no-deprecated': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**', ...devEntryPoints],
    rules: { 'import-x/no-restricted-paths': restrictedPaths([...everyZone, appZone]) },
  },
  {
    // React lives in src/ only: the hooks rules' analysis is costly, so it runs on nothing else.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/app/routeTable.ts', 'src/api/schemas.ts', 'src/i18n/i18n.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression:not(ArrowFunctionExpression > ImportExpression)',
          message: moduleLoaderMessage,
        },
        { selector: "ImportExpression[source.type!='Literal']", message: moduleLoaderMessage },
      ],
    },
  },
  {
    // Every user-visible text comes from the message catalogs (src/i18n/locales).
    files: ['src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // react-hook-form's field names are not texts.
          callees: { exclude: ['t', 'register', 'useT'] },
          'jsx-attributes': {
            include: ['aria-label', 'aria-valuetext', 'placeholder', 'title', 'alt', 'label'],
          },
        },
      ],
    },
  },
);
