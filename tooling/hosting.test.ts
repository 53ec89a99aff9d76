import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTRY_COOKIE,
  hostPickedVariant,
  LANGUAGE_COOKIE,
  PAGE_VARIANTS,
  variantFolder,
} from '../src/preferences/pageVariant.ts';
import { hosted, htmlFile, SHELL_FILE } from './prerender.ts';

/**
 * `vite preview` (and so the e2e tests) serves a build as Firebase Hosting does (hosted(): superstatic
 * with firebase.json's `hosting`): here it serves a build's layout of files, each saying which file
 * it is, to every kind of shopper.
 */
const PAGES = ['/', '/productFilter', '/login'];

let dist: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'host-variant-'));
  const files = [SHELL_FILE, 'assets/index-Ab1.js', 'assets/style-Cd2.css', 'sw.js', 'favicon.svg'];
  for (const variant of PAGE_VARIANTS)
    for (const page of PAGES) files.push(join(variantFolder(variant), htmlFile(page)));
  for (const file of files) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), `/${file}`);
  }
  const host = await hosted(dist, join(import.meta.dirname, '..'));
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

async function get(path: string, headers: IncomingHttpHeaders) {
  const response = await fetch(`${origin}${path}`, {
    headers: Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, String(value)])),
    redirect: 'manual',
  });
  return {
    status: response.status,
    body: await response.text(),
    vary: response.headers.get('vary'),
    cacheControl: response.headers.get('cache-control'),
  };
}

/** The variant folder each shopper gets: the cookies first, then the first Accept-Language entry, else English in dollars. */
const VARIANT_OF: Record<keyof typeof shoppers, string> = {
  'no choice, English browser': '',
  'no choice, Bengali browser': 'localized/bn_ALL/',
  'no choice, French browser that also reads Bengali': '',
  'chose Bengali': 'localized/bn_ALL/',
  'chose English in a Bengali browser': '',
  'chose Taka': 'localized/ALL_xt/',
  'chose Bengali and Taka': 'localized/bn_xt/',
  'chose Taka, no language cookie, Bengali browser': 'localized/bn_xt/',
  'in Bangladesh by geolocation, no choice': '',
  'in Bangladesh by geolocation, Bengali browser': 'localized/bn_ALL/',
};

describe('vite preview serves each shopper the HTML Firebase Hosting does', () => {
  for (const [shopper, headers] of Object.entries(shoppers))
    it(shopper, async () => {
      for (const path of PAGES) {
        const { status, body } = await get(path, headers);
        expect(status, path).toBe(200);
        expect(body, `${shopper}: ${path}`).toBe(`/${VARIANT_OF[shopper]}${htmlFile(path)}`);
      }
      for (const path of ['/detail/12', '/auth/wishlists'])
        expect((await get(path, headers)).body, `${shopper}: ${path}`).toBe(`/${SHELL_FILE}`);
    });

  it('gives each saved choice its own variant of a page', async () => {
    const served = await Promise.all(
      ['chose Bengali', 'chose Taka', 'chose Bengali and Taka', 'no choice, English browser'].map(
        async (shopper) => (await get('/productFilter', shoppers[shopper]!)).body,
      ),
    );
    expect(served).toEqual([
      '/localized/bn_ALL/productFilter/index.html',
      '/localized/ALL_xt/productFilter/index.html',
      '/localized/bn_xt/productFilter/index.html',
      '/productFilter/index.html',
    ]);
  });

  it("is matched by the service worker's own pick (src/sw.ts), from the cookies and the browser's languages", () => {
    for (const [shopper, { cookie, 'accept-language': accepted }] of Object.entries(shoppers)) {
      const cookies = new URLSearchParams(String(cookie ?? '').replace(/; /g, '&'));
      const firstLanguage = String(accepted ?? '').split(',')[0];
      const variant = hostPickedVariant(
        cookies.get(LANGUAGE_COOKIE) ?? undefined,
        cookies.get(COUNTRY_COOKIE) ?? undefined,
        firstLanguage,
      );
      const folder = variantFolder(variant);
      expect(folder && `${folder}/`, shopper).toBe(VARIANT_OF[shopper]);
    }
  });

  it('tells caches that a page depends on the language and the cookies, and a script does not', async () => {
    for (const path of ['/', '/productFilter', '/detail/12'])
      expect((await get(path, {})).vary, path).toContain('Accept-Language, Cookie');
    expect((await get('/assets/index-Ab1.js', {})).vary ?? '').not.toContain('Cookie');
  });
});

describe('Cache-Control: what each file is (docs/decisions/049-the-returning-shopper.md)', () => {
  it('keeps a hashed script or style a year, never asking again: its name changes with its content', async () => {
    for (const path of ['/assets/index-Ab1.js', '/assets/style-Cd2.css'])
      expect((await get(path, {})).cacheControl, path).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates every page, the shell and the service worker on each use: they name the scripts', async () => {
    for (const path of ['/', '/productFilter', '/login', '/detail/12', '/app-shell.html', '/sw.js'])
      expect((await get(path, shoppers['chose Bengali and Taka']!)).cacheControl, path).toBe('no-cache');
  });
});
