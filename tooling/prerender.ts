/**
 * Every `vite build` writes each public route's first screen into the HTML, per language and currency
 * (docs/decisions/033-a-first-paint-for-every-shopper.md): src/app/prerender.tsx, built for Node,
 * renders dist/<variant folder>/<route>/index.html and dist/app-shell.html (every other path).
 */
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { firstScreenScript } from '../src/app/firstScreenInHtml.ts';
import type { FirstScreen } from '../src/app/firstScreen.ts';
import { PAGE_VARIANTS, variantFolder, type PageVariant } from '../src/preferences/pageVariant.ts';

const ENTRY = 'src/app/prerender.tsx';
const EMPTY_ROOT = '<div id="root"></div>';
const PAGE_END = 'prerendered-end';
/** React's preloads for its `<img fetchPriority="high">` (the LCP): moved to the top of the head. */
const PAGE_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;
/** The app's one stylesheet (vite.config.ts: cssCodeSplit false). */
const APP_STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]*)(assets\/style-[\w-]+\.css)">/;

type PrerenderModule = typeof import('../src/app/prerender.tsx');

/** The app's stylesheet as index.html links it, checked to be under the build's base. */
export function appStylesheet(template: string, base = '/'): string {
  const link = APP_STYLESHEET.exec(template);
  if (!link || link[1] !== base) throw new Error(`index.html has no app stylesheet under ${base}`);
  return link[2]!;
}

/**
 * States reached before the app runs that no element of the HTML matches yet (stored theme, open
 * popover, hidden page, sign-in hint: decision 037, filtered grid: decision 043): inlined too.
 */
const CRITICAL_STATES =
  /data-theme|theme-controller|popover-open|data-render|data-account|data-filtered|\[open\]|:open\b/;

/**
 * Each page with the CSS its HTML needs inline (beasties), the whole stylesheet linked at the body's end.
 * Font faces go in whole: beasties keeps only faces its rules name, and Tailwind names ours via variables.
 */
export function criticalCss(outDir: string, base = '/'): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: base,
    preload: 'body',
    pruneSource: false,
    inlineFonts: false,
    keyframes: 'critical',
    allowRules: [CRITICAL_STATES],
    logLevel: 'warn',
  });
  let fontFaces: string | undefined;
  return async (html) => {
    fontFaces ??= (
      readFileSync(join(outDir, appStylesheet(html, base)), 'utf8').match(/@font-face\{[^}]*\}/g) ?? []
    ).join('');
    const page = await beasties.process(html);
    if (!page.includes('<style>')) throw new Error('beasties inlined no critical CSS');
    return page.replace('<style>', () => `<style>${fontFaces}`);
  };
}

/** The entry script and its modulepreloads, as Vite writes them into the built index.html's head. */
const APP_SCRIPT_TAGS = /\s*<(?:script type="module"|link rel="modulepreload")[^>]*>(?:<\/script>)?/g;

/** The app build's chunks: the file of each module that has one, and each file's static imports. */
export interface BuiltChunks {
  fileOf: ReadonlyMap<string, string>;
  importsOf: ReadonlyMap<string, readonly string[]>;
}

function builtChunks(root: string, bundle: Rolldown.OutputBundle): BuiltChunks {
  const fileOf = new Map<string, string>();
  const importsOf = new Map<string, readonly string[]>();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    importsOf.set(chunk.fileName, chunk.imports);
    if (chunk.facadeModuleId) fileOf.set(relative(root, chunk.facadeModuleId), chunk.fileName);
  }
  return { fileOf, importsOf };
}

/** index.html with modulepreloads for a page's first modules and their imports, after the app's scripts. */
export function preloadModules(
  template: string,
  modules: readonly string[],
  chunks: BuiltChunks,
  base = '/',
): string {
  const pending = modules.map((module) => {
    const file = chunks.fileOf.get(module);
    if (!file) throw new Error(`The build has no chunk for ${module} (src/app/prerender.tsx)`);
    return file;
  });
  const wanted = new Set<string>();
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    if (wanted.has(file) || template.includes(`${base}${file}"`)) continue; // already in the head
    wanted.add(file);
    pending.push(...(chunks.importsOf.get(file) ?? []));
  }
  const links = [...wanted].map(
    (file) => `\n    <link rel="modulepreload" crossorigin href="${base}${file}">`,
  );
  const last = [...template.matchAll(APP_SCRIPT_TAGS)].at(-1);
  if (!last) throw new Error('index.html has no app script to preload beside');
  const at = last.index + last[0].length;
  return template.slice(0, at) + links.join('') + template.slice(at);
}

/** Vite loads a lazy module's stylesheets first: the app's among them, the module would wait for it. */
function assertNotFetchedAgain(outDir: string, stylesheet: string) {
  const assets = join(outDir, 'assets');
  const fetching = readdirSync(assets).filter(
    (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(stylesheet),
  );
  if (fetching.length > 0) throw new Error(`${fetching.join(', ')} would wait for ${stylesheet}`);
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * For a host that cannot choose a page's variant (decision 034): each variant's URL, as
 * `<language>_<currency>=<URL>`, for index.html's inline script to go to the shopper's (showing `en_USD`'s).
 */
export function pageVariantsMeta(path: string, base = '/'): string {
  const entries = PAGE_VARIANTS.map((variant) => {
    const folder = variantFolder(variant);
    const url =
      folder === ''
        ? `${base}${path.slice(1)}`
        : `${base}${folder}/${path === '/' ? '' : `${path.slice(1)}/`}`;
    return `${variant.language}_${variant.currency}=${url}`;
  });
  return `<meta name="page-variants" content="${attribute(entries.join(' '))}">`;
}

const HTML_ELEMENT = '<html lang="en"';
/** index.html's inline script: the page's variants go in a meta element before it. */
const INLINE_SCRIPT = '<script>';

/**
 * index.html with a page in its root, its variant on `<html>` (for index.html's inline script), its picture
 * preloads atop the head, and its query cache. `whenParsed`: painted only once parsed whole.
 */
export function fillTemplate(
  template: string,
  path: string,
  { html, title, data }: { html: string; title: string; data?: FirstScreen },
  { language, currency }: PageVariant,
  { whenParsed = false, variants }: { whenParsed?: boolean; variants?: string } = {},
): string {
  for (const needed of [EMPTY_ROOT, INLINE_SCRIPT, HTML_ELEMENT])
    if (!template.includes(needed)) throw new Error(`index.html has no ${needed} to prerender into`);
  if (/<script/i.test(html))
    throw new Error(`The prerendered ${path} holds a <script>: the CSP would refuse it`);
  const preloads = PAGE_IMAGE_PRELOADS.exec(html)?.[0] ?? '';
  const escapedTitle = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return template
    .replace(HTML_ELEMENT, () => `<html lang="${language}" data-currency="${currency}"`)
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root" data-prerendered="${path}">${html.slice(preloads.length)}</div><template id="${PAGE_END}"></template>${data === undefined ? '' : firstScreenScript(data)}`,
    )
    .replace(INLINE_SCRIPT, () => (variants ? `${variants}\n    ${INLINE_SCRIPT}` : INLINE_SCRIPT))
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapedTitle}</title>${preloads.replace(/<link/g, '\n    <link')}`,
    )
    .replace('</head>', () =>
      whenParsed ? `  <link rel="expect" href="#${PAGE_END}" blocking="render">\n  </head>` : '</head>',
    );
}

/** The module a Node build's loader `() => import('…')` loads: its text names the chunk. */
export function moduleOfLoader(
  chunks: readonly { fileName: string; facadeModuleId: string | null }[],
  root: string,
): (load: () => Promise<unknown>) => string {
  return (load) => {
    const specifier = /\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(String(load))?.[1] ?? '';
    const chunk = chunks.find((entry) => specifier && basename(entry.fileName) === basename(specifier));
    if (!chunk?.facadeModuleId)
      throw new Error(`No chunk for the loader ${String(load)}: write it as \`() => import('./path')\``);
    return relative(root, chunk.facadeModuleId);
  };
}

/** Every path the build did not render (signed-in pages, /detail/:id, unknown URLs) gets this. */
export const SHELL_FILE = 'app-shell.html';

/** The file a path's HTML is written to, relative to a variant's folder. */
export function htmlFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

interface Hosting {
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

/** A built folder served as Firebase Hosting does (superstatic), without the CSP (default ports only). */
export async function hosted(
  outDir: string,
  root: string,
): Promise<(req: IncomingMessage, res: ServerResponse, next: () => void) => void> {
  const { default: superstatic } = await import('superstatic/lib/superstatic.js');
  const hosting = (JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as { hosting: Hosting })
    .hosting;
  const headers = hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.filter(({ key }) => key !== 'Content-Security-Policy'),
  }));
  const host = superstatic({ config: { ...hosting, headers, public: '.' }, cwd: outDir });
  return (req, res, next) => host(req, res, next);
}

/** The prerender entry built for Node, inside the project so that its imports resolve from node_modules. */
async function buildEntry(
  config: ResolvedConfig,
): Promise<PrerenderModule & { moduleOf: (load: () => Promise<unknown>) => string }> {
  const outDir = join(
    config.root,
    'node_modules/.cache/storefront-prerender',
    `${config.mode}-${process.pid}`,
  );
  const output = (await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    // import.meta.env.BASE_URL in the render: the pages' links and pictures under the app's base.
    base: config.base,
    logLevel: 'warn',
    plugins: [
      react(),
      lingui(),
      { name: 'storefront:no-css', load: (id) => (id.endsWith('.css') ? '' : undefined) },
    ],
    build: {
      ssr: ENTRY,
      outDir,
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = output.output.filter((entry) => entry.type === 'chunk');
  try {
    const entry = (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as PrerenderModule;
    return { ...entry, moduleOf: moduleOfLoader(chunks, config.root) };
  } finally {
    // Node has loaded what it needs; lazy routes' chunks are imported while rendering, so keep them until then.
    process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
  }
}

/**
 * The first screens' catalog (decision 043): the fixtures where the build's backend serves them (the demo's
 * worker, the stub's preview builds), else the backend's; none if it cannot be read.
 */
async function buildCatalog(
  config: ResolvedConfig,
  entry: Pick<PrerenderModule, 'catalogFromAnswers' | 'catalogFromBackend'>,
) {
  const env = config.env as Record<string, string | undefined>;
  if (env.VITE_API_URL === 'self' || env.VITE_PREVIEW_BANNER === 'true') {
    const db = readFileSync(join(config.root, 'fixtures/db.json'), 'utf8');
    const fixtures = JSON.parse(db) as Record<string, unknown>;
    return entry.catalogFromAnswers(fixtures.products, fixtures.catagory);
  }
  try {
    return await entry.catalogFromBackend();
  } catch (error) {
    config.logger.warn(
      `prerender: no products in the pages: the backend could not be read (${(error as Error).message})`,
    );
    return null;
  }
}

/** `plainHost`: whether a mode's host serves files as they are, unable to pick a variant. */
export function prerenderPages({ plainHost }: { plainHost: (mode: string) => boolean }): Plugin {
  let config: ResolvedConfig;
  let chunks: BuiltChunks | undefined;
  return {
    name: 'storefront:prerender',
    // Builds of the app (not this step's own Node build), and `vite preview` of them.
    apply: (_, { command, isSsrBuild, isPreview }) =>
      command === 'build' ? !isSsrBuild : isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_, bundle) {
      chunks = builtChunks(config.root, bundle);
    },

    async closeBundle() {
      const started = performance.now();
      const outDir = resolve(config.root, config.build.outDir);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      assertNotFetchedAgain(outDir, appStylesheet(template, config.base));
      const withCriticalCss = criticalCss(outDir, config.base);
      const {
        PRERENDERED_PATHS,
        PAINTED_WHEN_PARSED,
        FIRST_SCREEN_LOADERS,
        LANGUAGE_CATALOGS,
        SHELL_PATH,
        prerenderPage,
        moduleOf,
        ...catalogs
      } = await buildEntry(config);
      const catalog = await buildCatalog(config, catalogs);
      const templateFor = (path: string, { language }: PageVariant) => {
        const languageCatalog = (LANGUAGE_CATALOGS as Partial<Record<string, () => Promise<unknown>>>)[
          language
        ];
        const modules = [
          ...(FIRST_SCREEN_LOADERS[path] ?? []),
          ...(languageCatalog ? [languageCatalog] : []),
        ].map(moduleOf);
        if (modules.length === 0) return template;
        if (!chunks) throw new Error('The build reported no chunks to preload');
        return preloadModules(template, modules, chunks, config.base);
      };
      const write = async (file: string, html: string) => {
        mkdirSync(dirname(join(outDir, file)), { recursive: true });
        writeFileSync(join(outDir, file), await withCriticalCss(html));
      };
      for (const variant of PAGE_VARIANTS)
        for (const path of PRERENDERED_PATHS)
          await write(
            join(variantFolder(variant), htmlFile(path)),
            fillTemplate(
              templateFor(path, variant),
              path,
              await prerenderPage(path, variant, catalog),
              variant,
              {
                whenParsed: PAINTED_WHEN_PARSED.includes(path),
                variants: plainHost(config.mode) ? pageVariantsMeta(path, config.base) : undefined,
              },
            ),
          );
      // One shell: the host localizes files, not a rewrite's destination. Another language or
      // currency renders on the client (index.html).
      const english = PAGE_VARIANTS[0]!;
      await write(
        SHELL_FILE,
        fillTemplate(template, SHELL_PATH, await prerenderPage(SHELL_PATH, english, null), english),
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      config.logger.info(
        `prerendered ${PRERENDERED_PATHS.length} routes in ${PAGE_VARIANTS.length} variants and ${SHELL_FILE} in ${seconds} s`,
      );
    },
    async configurePreviewServer(server) {
      server.middlewares.use(
        await hosted(resolve(server.config.root, server.config.build.outDir), server.config.root),
      );
    },
  };
}
