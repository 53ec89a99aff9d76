/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Every page needs these: one file gzips smaller than the several
              // shared chunks the lazy routes would otherwise split them into.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
              priority: 2,
            },
            {
              // The rest of what the first render needs, in one file rather than
              // the dozen small chunks shared with lazy routes: on a slow phone
              // network each extra request costs a round trip.
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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          env: { VITE_API_URL: 'http://api.test', VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' },
        },
      },
      {
        // Code that never runs in a browser needs no DOM: a jsdom environment costs ~1 s per file.
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['mocks/**/*.test.ts', 'fixtures/**/*.test.ts', 'emulators/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['contract-tests/**/*.test.ts'],
        },
      },
    ],
  },
});
