import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import superstatic from 'superstatic/lib/superstatic.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_VARIANTS, variantFolder } from '../src/preferences/pageVariant.ts';
import { htmlFile, SHELL_FILE, VARY, variantFile } from './hostVariant.ts';

/**
 * `vite preview` (tooling/prerender.ts, through variantFile) must answer page requests like the
 * Firebase Hosting emulator, which serves dist/ with firebase.json's `hosting` through
 * superstatic: here both serve a build's layout of files, each saying which file it is.
 */
const PAGES = ['/', '/productFilter', '/login'];
const hosting = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'firebase.json'), 'utf8')).hosting;

let dist: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'host-variant-'));
  const files = [SHELL_FILE, 'assets/index-Ab1.js'];
  for (const variant of PAGE_VARIANTS)
    for (const page of PAGES) files.push(join(variantFolder(variant), htmlFile(page)));
  for (const file of files) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), `/${file}`);
  }
  const host = superstatic({ config: { ...hosting, public: '.' }, cwd: dist });
  server = createServer((req, res) => host(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const shoppers: Record<string, IncomingHttpHeaders> = {
  'no choice, English browser': { 'accept-language': 'en-US,en;q=0.9' },
  'no choice, Bengali browser': { 'accept-language': 'bn-BD,bn;q=0.9,en-US;q=0.8' },
  'no choice, French browser that also reads Bengali': { 'accept-language': 'fr-FR,fr;q=0.9,bn;q=0.8' },
  'chose Bengali': { cookie: 'firebase-language-override=bn', 'accept-language': 'en-US' },
  'chose English in a Bengali browser': {
    cookie: 'firebase-language-override=en',
    'accept-language': 'bn-BD',
  },
  'chose Taka': {
    cookie: 'firebase-language-override=en; firebase-country-override=xt',
    'accept-language': 'en-US',
  },
  'chose Bengali and Taka': {
    cookie: 'theme=x; firebase-language-override=bn; firebase-country-override=xt',
  },
  'chose Taka, no language cookie, Bengali browser': {
    cookie: 'firebase-country-override=xt',
    'accept-language': 'bn',
  },
  'in Bangladesh by geolocation, no choice': { 'x-country-code': 'bd', 'accept-language': 'en-US' },
  'in Bangladesh by geolocation, Bengali browser': { 'x-country-code': 'bd', 'accept-language': 'bn-BD' },
};

async function hosted(path: string, headers: IncomingHttpHeaders) {
  const response = await fetch(`${origin}${path}`, {
    headers: Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, String(value)])),
    redirect: 'manual',
  });
  return { status: response.status, body: await response.text(), vary: response.headers.get('vary') };
}

describe('vite preview and the Hosting emulator pick the same HTML', () => {
  for (const [shopper, headers] of Object.entries(shoppers))
    it(shopper, async () => {
      for (const path of [...PAGES, '/detail/12', '/auth/wishlists']) {
        const { status, body } = await hosted(path, headers);
        expect(status, path).toBe(200);
        expect(variantFile(dist, path, headers), `${shopper}: ${path}`).toBe(body);
      }
    });

  it('gives each saved choice its own variant of a page', async () => {
    const served = await Promise.all(
      ['chose Bengali', 'chose Taka', 'chose Bengali and Taka', 'no choice, English browser'].map(
        async (shopper) => (await hosted('/productFilter', shoppers[shopper]!)).body,
      ),
    );
    expect(served).toEqual([
      '/localized/bn_ALL/productFilter/index.html',
      '/localized/ALL_xt/productFilter/index.html',
      '/localized/bn_xt/productFilter/index.html',
      '/productFilter/index.html',
    ]);
  });

  it('tells caches that a page depends on the language and the cookies, and a script does not', async () => {
    for (const path of ['/', '/productFilter', '/detail/12'])
      expect((await hosted(path, {})).vary, path).toContain(VARY);
    expect((await hosted('/assets/index-Ab1.js', {})).vary ?? '').not.toContain('Cookie');
  });
});
