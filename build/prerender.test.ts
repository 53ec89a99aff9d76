import { describe, expect, it } from 'vitest';
import { deferAppScripts, fillTemplate, preloadModules } from './prerender';

/** The head and body as `vite build` writes them (index.html's inline script left out). */
const built = `<html><head>
    <title>Home</title>
    <script type="module" crossorigin src="/assets/index-Ab1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-Cd2.js">
    <style>.btn{}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('deferAppScripts', () => {
  it('moves the entry script and its modulepreloads into an inert template at the end of the body', () => {
    const page = deferAppScripts(built);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(head).toContain('<style>.btn{}</style>');
    expect(page).toContain(
      '<template id="app-scripts"><script type="module" crossorigin src="/assets/index-Ab1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-Cd2.js"></template>\n  </body>',
    );
  });

  it('refuses a page without an entry script, which would never start', () => {
    expect(() => deferAppScripts(built.replace(/<script[^]*?<\/script>/, ''))).toThrow(
      'index.html has no module script to defer',
    );
  });
});

describe('preloadModules', () => {
  const chunks = {
    fileOf: new Map([
      ['src/features/catalog/ProductFilterPage.tsx', 'assets/ProductFilterPage-Ef3.js'],
      ['src/api/http.ts', 'assets/http-Gh4.js'],
    ]),
    importsOf: new Map([
      ['assets/ProductFilterPage-Ef3.js', ['assets/framework-Cd2.js', 'assets/zod-Ij5.js']],
      ['assets/http-Gh4.js', ['assets/zod-Ij5.js']],
    ]),
  };

  it("preloads the modules and their static imports once each, after the app's own scripts", () => {
    const page = preloadModules(
      built,
      ['src/features/catalog/ProductFilterPage.tsx', 'src/api/http.ts'],
      chunks,
    );
    const hrefs = [...page.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map(
      ([, href]) => href,
    );
    expect(hrefs).toEqual([
      'assets/framework-Cd2.js', // Vite's, and the framework is not fetched twice
      'assets/ProductFilterPage-Ef3.js',
      'assets/http-Gh4.js',
      'assets/zod-Ij5.js',
    ]);
  });

  it('names a module the build has no chunk for', () => {
    expect(() => preloadModules(built, ['src/gone.ts'], chunks)).toThrow(
      'The build has no chunk for src/gone.ts',
    );
  });
});

describe('fillTemplate', () => {
  const banner = '<link rel="preload" as="image" href="/images/banners/catalog.svg" fetchPriority="high"/>';
  const page = (html: string) => fillTemplate(built, '/productFilter', { html, title: 'Products & more' });

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
});
