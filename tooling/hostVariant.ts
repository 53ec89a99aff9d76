/**
 * Which built HTML file a page request gets: what Firebase Hosting's i18n rewrites answer
 * (superstatic's lib/utils/i18n.js, which the Hosting emulator runs), for `vite preview` and the
 * e2e tests. tooling/hostVariant.test.ts serves dist/ through superstatic with firebase.json and
 * checks that both answer alike.
 */
import { existsSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { COUNTRY_COOKIE, LANGUAGE_COOKIE, LOCALIZED_ROOT } from '../src/preferences/pageVariant.ts';

/** Every path the build did not render (signed-in pages, /detail/:id, unknown URLs) gets this. */
export const SHELL_FILE = 'app-shell.html';

/** A page's answer depends on these (firebase.json sets the same header). */
export const VARY = 'Accept-Language, Cookie';

/** The file a path's HTML is written to, relative to a variant's folder. */
export function htmlFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

function cookie(header: string | undefined, name: string): string {
  for (const part of (header ?? '').split(';')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === name && value) return value;
  }
  return '';
}

/**
 * The folders the host tries, in its order: language_country for each language, ALL_country,
 * then language_ALL and language. The cookies win over the headers; like the host, only an
 * Accept-Language entry without `;q=` can match a folder, so in practice its first entry counts.
 */
export function variantFolders(headers: IncomingHttpHeaders): string[] {
  const country = cookie(headers.cookie, COUNTRY_COOKIE) || String(headers['x-country-code'] ?? '');
  const languageCookie = cookie(headers.cookie, LANGUAGE_COOKIE);
  const languages = languageCookie
    ? languageCookie.split(',')
    : [
        ...new Set(
          String(headers['accept-language'] ?? '')
            .split(',')
            .map((entry) => entry.split('-')[0]!),
        ),
      ].filter(Boolean);
  const folders = country ? [...languages.map((language) => `${language}_${country}`), `ALL_${country}`] : [];
  for (const language of languages) folders.push(`${language}_ALL`, language);
  return folders.map((folder) => `${LOCALIZED_ROOT}/${folder}`);
}

/** The file for a page request: its variant's HTML, else the default's, else the shell. */
export function variantFile(outDir: string, pathname: string, headers: IncomingHttpHeaders): string {
  const file = htmlFile(pathname.replace(/\/+$/, '') || '/');
  for (const folder of [...variantFolders(headers), ''])
    if (existsSync(join(outDir, folder, file))) return `/${join(folder, file)}`;
  return `/${SHELL_FILE}`;
}
