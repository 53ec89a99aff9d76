import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadEnv } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authConfig } from '../src/auth/config';
import { buildSettingProblems } from './settings';

/**
 * The committed .env files as Vite reads them (the same loadEnv `vite` and `vite build` use), in a
 * copy of the repository's files, so a developer's own *.local files never change the answer.
 */
const root = resolve(import.meta.dirname, '..');
const committed = ['.env.development', '.env.msw', '.env.e2e', '.env.demo', '.env.size'];

let dir = '';
const savedEnv: Record<string, string | undefined> = {};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'env-files-'));
  for (const file of committed) copyFileSync(join(root, file), join(dir, file));
  // A variable set in the shell wins over every file: none may leak in from the test's own shell.
  for (const key of Object.keys(process.env).filter((k) => k.startsWith('VITE_'))) {
    savedEnv[key] = process.env[key];
    delete process.env[key];
  }
});
afterEach(() => {
  for (const file of ['.env.local', '.env.development.local']) rmSync(join(dir, file), { force: true });
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  Object.assign(process.env, savedEnv);
});

const env = (mode: string) => loadEnv(mode, dir, 'VITE_');
const realProject = [
  'VITE_API_URL=https://api.shop.example',
  'VITE_AUTH_EMULATOR_URL=',
  'VITE_FIREBASE_API_KEY=key-123',
  'VITE_FIREBASE_AUTH_DOMAIN=shop.firebaseapp.com',
  'VITE_FIREBASE_PROJECT_ID=shop',
].join('\n');

describe('.env files', () => {
  it('point `npm run dev` at the stub and the Auth emulator when nothing else is set', () => {
    expect(env('development')).toMatchObject({
      VITE_API_URL: 'http://127.0.0.1:3001',
      VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    });
    expect(authConfig(env('development')).emulatorUrl).toBe('http://127.0.0.1:9099');
  });

  it('let .env.development.local override them, an empty emulator URL meaning the real project', () => {
    writeFileSync(join(dir, '.env.development.local'), realProject);
    const dev = env('development');
    expect(dev).toMatchObject({ VITE_API_URL: 'https://api.shop.example', VITE_AUTH_EMULATOR_URL: '' });
    expect(authConfig(dev)).toEqual({
      emulatorUrl: null,
      apiKey: 'key-123',
      authDomain: 'shop.firebaseapp.com',
      projectId: 'shop',
    });
    // Only for development: the other modes' builds are not changed by it.
    for (const mode of ['production', 'e2e', 'demo', 'size', 'msw'])
      expect(env(mode).VITE_API_URL, mode).not.toBe('https://api.shop.example');
  });

  it('do not let .env.local change what .env.development sets (why the docs name .env.development.local)', () => {
    writeFileSync(join(dir, '.env.local'), realProject);
    expect(env('development')).toMatchObject({
      VITE_API_URL: 'http://127.0.0.1:3001',
      VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
    });
    // ...while a production build, which has no file of its own here, takes all of it.
    expect(env('production').VITE_API_URL).toBe('https://api.shop.example');
  });

  it('treat an emulator URL that is empty like one that is not set: the real project, which a build must name', () => {
    const unset = { VITE_API_URL: 'https://api.shop.example', VITE_FIREBASE_PROJECT_ID: 'shop' };
    const empty = { ...unset, VITE_AUTH_EMULATOR_URL: '' };
    expect(authConfig(empty).emulatorUrl).toBeNull();
    expect(authConfig(unset).emulatorUrl).toBeNull();
    expect(buildSettingProblems(empty)).toEqual(buildSettingProblems(unset));
    expect(buildSettingProblems(empty).join('\n')).toContain('VITE_FIREBASE_API_KEY is not set');
  });
});

describe('.env.example', () => {
  const example = readFileSync(join(root, '.env.example'), 'utf8');
  const declared = [
    ...readFileSync(join(root, 'src/vite-env.d.ts'), 'utf8').matchAll(/readonly (VITE_\w+)\?/g),
  ];

  it('lists every variable the app reads, and no other', () => {
    const listed = new Set([...example.matchAll(/^#? ?(VITE_\w+)=/gm)].map((m) => m[1]));
    expect([...listed].sort()).toEqual(declared.map((m) => m[1]).sort());
  });

  it('changes nothing when copied as it is (every line is a comment)', () => {
    expect(example.split('\n').filter((line) => line.trim() && !line.startsWith('#'))).toEqual([]);
  });
});

describe('.gitignore', () => {
  it('ignores every *.local file, where the Firebase keys go', () => {
    expect(readFileSync(join(root, '.gitignore'), 'utf8').split('\n')).toContain('*.local');
  });
});
