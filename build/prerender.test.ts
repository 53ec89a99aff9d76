import { describe, expect, it } from 'vitest';
import { deferAppScripts } from './prerender';

/** The head and body as `vite build` writes them (index.html's inline script left out). */
const built = `<html><head>
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
