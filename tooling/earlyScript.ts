/**
 * index.html's inline script as the page carries it: the build fills in the filter page's narrowing
 * URL parameters from their one source (the plugin: tooling/hostingCsp.ts inlineScriptCsp).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { NARROWING_PARAMS } from '../src/features/catalog/filterParams.ts';

/** Where index.html's inline script lists the parameters (valid script as written: none). */
export const NARROWING_PARAMS_SLOT = '[/* NARROWING_PARAMS */]';

/** `html` (index.html's text) with the parameters in their slot. */
export function withNarrowingParams(html: string): string {
  if (!html.includes(NARROWING_PARAMS_SLOT))
    throw new Error(`index.html's inline script has no ${NARROWING_PARAMS_SLOT} for the filter parameters.`);
  return html.replace(NARROWING_PARAMS_SLOT, JSON.stringify(NARROWING_PARAMS));
}

/** The hash a browser computes for each inline script of `html`, as CSP sources. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/** The CSP hashes of index.html's inline scripts, as the built page has them. */
export const indexHtmlScriptHashes = (root = '.'): string[] =>
  inlineScriptHashes(withNarrowingParams(readFileSync(`${root}/index.html`, 'utf8')));
