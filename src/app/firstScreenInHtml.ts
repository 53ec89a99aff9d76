import type { FirstScreen } from './firstScreen';

/**
 * The build-to-browser hand-off of a page's first screen (decision 043): the build writes its queries
 * after the page's HTML (tooling/prerender.ts), and src/main.tsx reads them back before React adopts
 * the page. Both sides go through these two functions; nothing else names the element.
 */
const ELEMENT_ID = 'queries';

/** The queries as a data block, which the CSP ignores; no `<` in the data can close it. */
export function firstScreenScript(queries: FirstScreen): string {
  const json = JSON.stringify(queries).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** The queries a page's HTML carries, if it carries any. */
export function firstScreenInPage(page: Document): FirstScreen | undefined {
  const json = page.getElementById(ELEMENT_ID)?.textContent;
  return json ? (JSON.parse(json) as FirstScreen) : undefined;
}
