/**
 * How the app Playwright tests is built and served (playwright.config.ts's `app` server); run as
 * `npm run build:e2e`, CI's build job, whose folder every shard serves with E2E_PREBUILT=1.
 */
import { spawnSync } from 'node:child_process';
import { appBuildDir, ports, urls } from './ports';

/** Baked into the build: the stub and Auth emulator of this offset's stack. */
export const appBuildEnv = { VITE_API_URL: urls.stub, VITE_AUTH_EMULATOR_URL: urls.auth };

export const appBuildArgs = ['build', '--mode', 'e2e', '--outDir', appBuildDir, '--emptyOutDir'];

export const appPreviewArgs = [
  ...['preview', '--mode', 'e2e', '--outDir', appBuildDir],
  ...['--host', '127.0.0.1', '--port', String(ports.app), '--strictPort'],
];

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { status } = spawnSync('node_modules/.bin/vite', appBuildArgs, {
    stdio: 'inherit',
    env: { ...process.env, ...appBuildEnv },
  });
  process.exit(status ?? 1);
}
