/**
 * `npm run build:e2e`: the build playwright.config.ts would make, made once for several runs
 * (CI's shards) that then only serve it (E2E_PREBUILT=1).
 */
import { spawnSync } from 'node:child_process';
import { appBuildArgs, appBuildEnv } from './appServer';

const { status } = spawnSync('node_modules/.bin/vite', appBuildArgs, {
  stdio: 'inherit',
  env: { ...process.env, ...appBuildEnv },
});
process.exit(status ?? 1);
