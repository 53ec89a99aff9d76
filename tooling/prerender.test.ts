import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FirstScreen } from '../src/app/firstScreen';
import {
  appStylesheet,
  criticalCss,
  fillTemplate,
  moduleOfLoader,
  pageVariantsMeta,
  preloadModules,
} from './prerender';

/** The head and body as `vite build` writes them (index.html's inline script cut short). */
const built = `<html lang="en" data-theme="light"><head>
    <title>Home</title>
    <script>/* index.html's */</script>
    <script type="module" crossorigin src="/assets/index-Ab1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-Cd2.js">
    <style>.btn{}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('preloadModules', () => {
  const chunks = {
    fileOf: new Map([
      ['src/features/catalog/ProductFilterPage.tsx', 'assets/ProductFilterPage-Ef3.js'],
      ['src/api/backendClient.ts', 'assets/backendClient-Gh4.js'],
    ]),
    importsOf: new Map([
      ['assets/ProductFilterPage-Ef3.js', ['assets/framework-Cd2.js', 'assets/zod-Ij5.js']],
      ['assets/backendClient-Gh4.js', ['assets/zod-Ij5.js']],
    ]),
  };

  it("preloads the modules and their static imports once each, after the app's own scripts", () => {
    const page = preloadModules(
      built,
      ['src/features/catalog/ProductFilterPage.tsx', 'src/api/backendClient.ts'],
      chunks,
    );
    const hrefs = [...page.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map(
      ([, href]) => href,
    );
    expect(hrefs).toEqual([
      'assets/framework-Cd2.js', // Vite's, and the framework is not fetched twice
      'assets/ProductFilterPage-Ef3.js',
      'assets/backendClient-Gh4.js',
      'assets/zod-Ij5.js',
    ]);
  });

  it("writes the preloads under the build's base at a sub-path, and still finds the ones Vite wrote", () => {
    const page = preloadModules(
      built.replaceAll('"/assets/', '"/storefront/assets/'),
      ['src/features/catalog/ProductFilterPage.tsx'],
      chunks,
      '/storefront/',
    );
    const hrefs = [...page.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      ([, href]) => href,
    );
    expect(hrefs).toEqual([
      '/storefront/assets/framework-Cd2.js',
      '/storefront/assets/ProductFilterPage-Ef3.js',
      '/storefront/assets/zod-Ij5.js',
    ]);
  });

  it('names a module the build has no chunk for', () => {
    expect(() => preloadModules(built, ['src/gone.ts'], chunks)).toThrow(
      'The build has no chunk for src/gone.ts',
    );
  });
});

describe('the critical CSS of a page', () => {
  const linked = (base: string) =>
    built.replace(
      '<style>.btn{}</style>',
      `<link rel="stylesheet" crossorigin href="${base}assets/style-Xy9.css">`,
    );
  const CSS = [
    '.btn{color:green}',
    '.card{color:red}',
    ':root:has(input.theme-controller[value=synthwave]:checked),[data-theme=synthwave]{--base:black}',
    "html[data-render='client'] #root{visibility:hidden}",
    '.menu:popover-open{display:block}',
    "html[data-account='in'] .account-guess-out{display:none}",
    "@font-face{font-family:'Noto Sans Bengali';src:url(/f.woff2)}",
  ].join('');

  async function critical(base: string, html: string) {
    const dir = mkdtempSync(join(tmpdir(), 'critical-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'style-Xy9.css'), CSS);
    return criticalCss(dir, base)(html);
  }

  it("names the app's stylesheet the build links under its base, and refuses another base", () => {
    expect(appStylesheet(linked('/storefront/'), '/storefront/')).toBe('assets/style-Xy9.css');
    expect(() => appStylesheet(linked('/'), '/storefront/')).toThrow('no app stylesheet under /storefront/');
  });

  it('keeps in the page what its HTML and the states before the app need, and links the rest at its end', async () => {
    for (const base of ['/', '/storefront/']) {
      const page = linked(base).replace(
        '<div id="root"></div>',
        '<div id="root"><a class="btn">Go</a></div>',
      );
      const html = await critical(base, page);
      const head = html.slice(0, html.indexOf('</head>'));
      const inline = /<style>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? '';
      expect(inline).toContain('.btn{color:green}');
      expect(inline).not.toContain('.card'); // nothing in this page's HTML is a card
      expect(inline).toContain('[data-theme=synthwave]'); // a stored theme, before the switch is parsed
      expect(inline).toContain('[data-render=');
      expect(inline).toContain(':popover-open');
      expect(inline).toContain('[data-account='); // a signed-in visitor's hint: never Login before the app
      expect(inline).toContain('@font-face');
      expect(head).not.toContain('rel="stylesheet"');
      expect(html).toMatch(
        new RegExp(`<link rel="stylesheet"[^>]*href="${base}assets/style-Xy9.css"[^>]*>\\s*</body>`),
      );
    }
  });
});

describe('fillTemplate', () => {
  const banner = '<link rel="preload" as="image" href="/images/banners/catalog.svg" fetchPriority="high"/>';
  const english = { language: 'en', currency: 'USD' } as const;
  const page = (html: string) =>
    fillTemplate(built, '/productFilter', { html, title: 'Products & more' }, english);

  it("puts the page's picture preloads at the top of the head, before the scripts, and the page in the root", () => {
    const filled = page(`${banner}<main><img src="/images/banners/catalog.svg" fetchPriority="high"></main>`);
    const head = filled.slice(0, filled.indexOf('</head>'));
    expect(head).toContain(`<title>Products &amp; more</title>\n    ${banner}`);
    expect(head.indexOf('catalog.svg')).toBeLessThan(head.indexOf('<script'));
    expect(filled).toContain(
      '<div id="root" data-prerendered="/productFilter"><main><img src="/images/banners/catalog.svg"',
    );
    expect(filled.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('adds no preload to a page without one, and keeps a price written with a dollar sign as it is', () => {
    const filled = page("<main><p>$12.00 $' $&amp;</p></main>");
    expect(filled).not.toContain('rel="preload"');
    expect(filled).toContain("<main><p>$12.00 $' $&amp;</p></main>");
  });

  it("marks the variant's language and currency on <html>, where index.html's script compares them with the shopper's", () => {
    const filled = fillTemplate(
      built,
      '/',
      { html: '<main></main>', title: 'Home' },
      { language: 'bn', currency: 'Tk' },
    );
    expect(filled).toMatch(/^<html lang="bn" data-currency="Tk" data-theme="light">/);
    expect(page('<main></main>')).toMatch(/^<html lang="en" data-currency="USD" data-theme="light">/);
  });

  it("carries the page's query cache after its HTML as a data block, which nothing in the data can close", () => {
    const data: FirstScreen = [
      [['product-list'], { products: [{ name: '</script><script>alert(1)</script>' }] }],
    ];
    const filled = fillTemplate(built, '/', { html: '<main></main>', title: 'Home', data }, english);
    const block =
      /<template id="prerendered-end"><\/template><script type="application\/json" id="queries">([^<]*)<\/script>/.exec(
        filled,
      );
    expect(JSON.parse(block![1]!)).toEqual(data);
    expect(page('<main></main>')).not.toContain('id="queries"');
  });

  it("names the page's variants, for a host that cannot choose, before the inline script", () => {
    const filled = fillTemplate(built, '/', { html: '<main></main>', title: 'Home' }, english, {
      variants: pageVariantsMeta('/'),
    });
    expect(filled).toMatch(/<meta name="page-variants" [^>]*>\n {4}<script>/);
    expect(page('<main></main>')).not.toContain('page-variants');
  });
});

describe('pageVariantsMeta', () => {
  it("names each variant's folder, and the English one by the page's own address", () => {
    expect(pageVariantsMeta('/productFilter')).toBe(
      '<meta name="page-variants" content="en_USD=/productFilter bn_USD=/localized/bn_ALL/productFilter/ ' +
        'en_Tk=/localized/ALL_xt/productFilter/ bn_Tk=/localized/bn_xt/productFilter/">',
    );
  });

  it('puts them under the base at a sub-path, the home page by its folder', () => {
    expect(pageVariantsMeta('/', '/storefront/')).toBe(
      '<meta name="page-variants" content="en_USD=/storefront/ bn_USD=/storefront/localized/bn_ALL/ ' +
        'en_Tk=/storefront/localized/ALL_xt/ bn_Tk=/storefront/localized/bn_xt/">',
    );
  });
});

describe('moduleOfLoader', () => {
  /** A loader as the Node build writes it: its text names the chunk it imports. */
  const built = (text: string) => Object.assign(() => Promise.resolve(), { toString: () => text });
  const moduleOf = moduleOfLoader(
    [
      { fileName: 'prerender.js', facadeModuleId: '/repo/src/app/prerender.tsx' },
      {
        fileName: 'ProductFilterPage-Ab1.js',
        facadeModuleId: '/repo/src/features/catalog/ProductFilterPage.tsx',
      },
      { fileName: 'chunks/bn-Cd2.js', facadeModuleId: '/repo/src/i18n/locales/bn.po' },
    ],
    '/repo',
  );

  it('names the module whose chunk a built loader imports, relative to the project', () => {
    expect(moduleOf(built('() => import("./ProductFilterPage-Ab1.js")'))).toBe(
      'src/features/catalog/ProductFilterPage.tsx',
    );
    expect(moduleOf(built("() => import('./chunks/bn-Cd2.js')"))).toBe('src/i18n/locales/bn.po');
  });

  it('refuses a loader whose chunk it cannot read, rather than preload nothing', () => {
    expect(() => moduleOf(built('async () => { const name = x; return import(name); }'))).toThrow(
      /No chunk for the loader/,
    );
  });
});
