import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildSettingProblems } from './settings';

const complete = {
  VITE_API_URL: 'https://api.example.com',
  VITE_FIREBASE_PROJECT_ID: 'shop',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'shop.firebaseapp.com',
};

describe('build settings', () => {
  it('accepts a real backend and Firebase project, or the Auth emulator instead of the key', () => {
    expect(buildSettingProblems(complete)).toEqual([]);
    expect(
      buildSettingProblems({
        VITE_API_URL: 'http://127.0.0.1:3101',
        VITE_FIREBASE_PROJECT_ID: 'demo-storefront',
        VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9199',
      }),
    ).toEqual([]);
  });

  it('names each missing or broken setting', () => {
    expect(buildSettingProblems({})).toEqual([
      expect.stringMatching(/^VITE_API_URL is not set/),
      expect.stringMatching(/^VITE_FIREBASE_PROJECT_ID is not set/),
      expect.stringMatching(/^VITE_FIREBASE_API_KEY is not set/),
      expect.stringMatching(/^VITE_FIREBASE_AUTH_DOMAIN is not set/),
    ]);
    expect(buildSettingProblems({ ...complete, VITE_API_URL: 'javascript:alert(1)' })).toEqual([
      "VITE_API_URL must be an http(s) URL, got 'javascript:alert(1)'",
    ]);
  });

  it("takes VITE_API_URL=self (the page's origin) only with the demo's in-browser backend", () => {
    const demo = {
      VITE_API_URL: 'self',
      VITE_FIREBASE_PROJECT_ID: 'demo-storefront',
      VITE_AUTH_EMULATOR_URL: 'self',
    };
    expect(buildSettingProblems({ ...demo, VITE_MSW: 'true' })).toEqual([]);
    expect(buildSettingProblems(demo)).toEqual([
      expect.stringMatching(/^VITE_API_URL=self needs VITE_MSW=true/),
    ]);
  });

  it('stops `vite build` in production mode without them, with the message', () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
    const build = spawnSync(
      'node_modules/.bin/vite',
      ['build', '--outDir', 'node_modules/.cache/never-built'],
      {
        env,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(build.status).not.toBe(0);
    expect(build.stderr + build.stdout).toContain('This production build is missing its settings:');
    expect(build.stderr + build.stdout).toContain('VITE_API_URL is not set');
  }, 60_000);
});
