import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-e2e', 'node_modules', 'playwright-report', 'test-results', 'public/mockServiceWorker.js', '.stub-data'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Every user-visible text comes from the message catalogs (src/i18n/locales):
    // a literal written straight into JSX text or a visible attribute fails lint.
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
          'jsx-attributes': { include: ['aria-label', 'aria-valuetext', 'placeholder', 'title', 'alt', 'label'] },
        },
      ],
    },
  },
);
