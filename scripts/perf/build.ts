/**
 * A production `vite build` into a temporary folder, with the manifest on
 * (same as `vite build --manifest`). The folder lives outside the repo: the
 * lead's dist/ stays untouched and Tailwind never scans the output.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import type { Manifest } from './manifest-graph';

/** A source module's share of an output chunk (pre-minification length). */
export interface ModuleShare {
  id: string;
  renderedLength: number;
}

export interface BuiltApp {
  outDir: string;
  manifest: Manifest;
  /** Output file (assets/x.js) → the modules rendered into it. */
  modules: Map<string, ModuleShare[]>;
}

/**
 * A production build must name its backend and Firebase project (vite.config.ts):
 * a measuring build gets placeholders a shopper's build would have, not the local stub's.
 */
const PRODUCTION_SETTINGS = {
  VITE_API_URL: 'https://api.example.com',
  VITE_FIREBASE_PROJECT_ID: 'storefront-prod',
  VITE_FIREBASE_API_KEY: 'measuring-build-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'storefront-prod.firebaseapp.com',
};

/** Builds the app; `env` adds VITE_* variables (process env beats .env files in Vite). */
export async function buildApp(name: string, env: Record<string, string> = {}): Promise<BuiltApp> {
  const outDir = mkdtempSync(join(tmpdir(), `storefront-${name}-`));
  Object.assign(process.env, PRODUCTION_SETTINGS, env);
  const output = await build({
    mode: 'production',
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      // A slow-plugin warning is noise here: a measuring build is not a dev loop.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return { outDir, manifest, modules: moduleShares(output as Rolldown.RolldownOutput) };
}

function moduleShares(output: Rolldown.RolldownOutput): Map<string, ModuleShare[]> {
  const shares = new Map<string, ModuleShare[]>();
  for (const item of output.output) {
    if (item.type !== 'chunk') continue;
    const modules = Object.entries(item.modules).map(([id, m]) => ({ id, renderedLength: m.renderedLength }));
    shares.set(item.fileName, modules);
  }
  return shares;
}
