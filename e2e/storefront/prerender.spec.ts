import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PUBLIC_PAGES } from '../../src/app/routeTable';
import { fixtures } from '../accounts/helpers';
import { appBuildDir, urls } from '../support/ports';
import { expect, test } from '../support/fixtures';
import { chooseCurrency, chooseLanguage } from '../support/preferences';
import { withNarrowingParams } from '../../tooling/earlyScript';

/**
 * First paint from HTML (tooling/prerender.ts): each public route's first
 * screen is in the build, paints without any script, and React adopts it
 * (hydration) without a mismatch.
 */
const builtPage = (file: string) => readFileSync(join(appBuildDir, file), 'utf8');

/** What the first screen must hold without JavaScript: the frame, and each page's own start. */
const firstScreens = [
  { path: '/', heading: 'Fresh Groceries Delivered to Your Door' },
  { path: '/productFilter', heading: 'All Products' },
  { path: '/Checkout', heading: 'Checkout' },
  { path: '/login', heading: 'Sign in' },
] as const;

test('the build holds the home and filter pages with their frame and the hero image', () => {
  const home = builtPage('index.html');
  expect(home).toContain('data-prerendered="/"');
  expect(home).toContain('FREE delivery &amp; 40% Discount for next 3 orders!');
  expect(home).toContain('Trending Products');
  expect(home).toMatch(/<img[^>]*src="\/images\/banners\/banner1\.svg"[^>]*fetchpriority="high"/i); // HTML attributes ignore case
  expect(home).not.toMatch(/<img[^>]*banner1\.svg[^>]*loading="lazy"/);
  expect(home).toContain('Terms and Conditions'); // the footer

  const filter = builtPage('productFilter/index.html');
  expect(filter).toContain('data-prerendered="/productFilter"');
  expect(filter).toContain('<title>Products</title>');
  expect(filter).toContain('FREE delivery &amp; 40% Discount for next 3 orders!');
  expect(filter).not.toContain('banner1.svg'); // the home hero's preload stays on the home page
  // Its largest paint before any data: the banner's picture, fetched first.
  expect(filter).toMatch(/<img[^>]*src="\/images\/banners\/catalog\.svg"[^>]*fetchpriority="high"/i);
  // Preloaded before the scripts, which the filter page fetches at once: the six HTTP/1.1
  // connections are not all taken by scripts when the browser asks for the picture.
  const filterHead = filter.slice(0, filter.indexOf('</head>'));
  expect(filterHead).toMatch(
    /<link rel="preload" as="image" href="\/images\/banners\/catalog\.svg"[^]*<script type="module"/,
  );
  expect(home.slice(0, home.indexOf('</head>'))).toMatch(
    /<link rel="preload" as="image" href="\/images\/banners\/banner1\.svg"/,
  );
});

/** The bodies of a page's inline scripts (those without src; a JSON data block is no script). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => body,
  );

const VARIANT_FOLDERS = ['', 'localized/bn_ALL/', 'localized/ALL_xt/', 'localized/bn_xt/'];
/** Every public page of the route table in each variant, and the shell. */
const builtPages = [
  ...VARIANT_FOLDERS.flatMap((folder) =>
    PUBLIC_PAGES.map((page) => ({
      file: folder + (page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`),
      paintedWhenParsed: page.paintedWhenParsed === true,
    })),
  ),
  { file: 'app-shell.html', paintedWhenParsed: false },
];
const builtFiles = builtPages.map(({ file }) => file);

test("every prerendered page carries index.html's inline script and no other: the CSP allows that one by hash", () => {
  const allowed = inlineScripts(withNarrowingParams(readFileSync('index.html', 'utf8')));
  expect(allowed).toHaveLength(1);
  for (const file of builtFiles) {
    // React would outline a late Suspense boundary with its own inline script (the footer did once).
    expect(inlineScripts(builtPage(file)), file).toEqual(allowed);
  }
});

test('every prerendered page paints from its own bytes and fetches its scripts at once', () => {
  for (const { file, paintedWhenParsed } of builtPages) {
    const page = builtPage(file);
    const head = page.slice(0, page.indexOf('</head>'));
    // The page's critical CSS inline; the whole stylesheet linked at the end, blocking nothing.
    expect(head, file).toMatch(/<style>[\s\S]*\.btn\b[\s\S]*<\/style>/);
    expect(head, file).not.toContain('rel="stylesheet"');
    expect(page, file).toMatch(
      /<link rel="stylesheet"[^>]*href="\/assets\/style-[\w-]+\.css"[^>]*>\s*<\/body>/,
    );
    expect(head, file).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
    );
    // After the page, its query cache (src/app/firstScreen.ts): the stylesheet still ends the body.
    expect(page, file).toMatch(
      /<\/div><template id="prerendered-end"><\/template>(<script type="application\/json" id="queries">[^<]*<\/script>)?\s*<link rel="stylesheet"/,
    );
    // A centred card (login, sign up): painted half-parsed, it moved.
    const waitsForTheEnd = page.includes('<link rel="expect" href="#prerendered-end" blocking="render">');
    expect(waitsForTheEnd, file).toBe(paintedWhenParsed);
    // A Bengali page's catalog comes with its scripts: the app needs it before it adopts the page.
    expect(/rel="modulepreload" crossorigin href="\/assets\/bn-[\w-]+\.js"/.test(head), file).toBe(
      file.includes('/bn_'),
    );
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of firstScreens) {
    test(`${path} paints its first screen from the HTML alone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      if (path === '/login') {
        // A native submit would put the password into the URL: the button waits for the scripts.
        await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
        // A tap before React adopts the page would be lost (none is replayed): Google waits too.
        await expect(page.getByRole('button', { name: 'Google', exact: true })).toBeDisabled();
      } else {
        await expect(page.getByText('FREE delivery & 40% Discount for next 3 orders!')).toBeVisible();
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }),
        ).toBeVisible();
      }
    });
  }

  test("every variant holds its pages' first screen: the backend's first products and its categories, priced in the variant's currency and digits", async ({
    page,
  }) => {
    // The e2e build's backend is the stub: its fixtures are what the build wrote (docs/decisions/043).
    const prices: Record<string, RegExp> = {
      '': /\$[0-9]/,
      'localized/ALL_xt/': /৳[0-9]/,
      'localized/bn_ALL/': /\$[০-৯]/,
      'localized/bn_xt/': /৳[০-৯]/,
    };
    const firstNames = fixtures.products.slice(0, 12).map((product) => product.name);
    for (const folder of VARIANT_FOLDERS)
      for (const file of ['index.html', 'productFilter/index.html']) {
        await page.setContent(builtPage(folder + file), { waitUntil: 'domcontentloaded' });
        const cards = page.getByRole('main').getByRole('article').filter({ hasText: firstNames[0]! });
        await expect(cards.first(), folder + file).toContainText(prices[folder]!);
        await expect(cards.first(), folder + file).not.toContainText(folder.includes('xt') ? '$' : '৳');
        for (const name of firstNames)
          await expect(
            page.getByRole('main').getByRole('heading', { name, exact: true }).first(),
            `${folder}${file}: ${name}`,
          ).toBeAttached();
        // Every category: the header's menu (a closed popover), home's strip or the filter list.
        for (const { name } of fixtures.catagory)
          await expect(
            page.getByText(name, { exact: true }).first(),
            `${folder}${file}: ${name}`,
          ).toBeAttached();
      }
    // Only the first screen: the filter page holds three rows of its widest grid, not the catalog.
    await page.setContent(builtPage('productFilter/index.html'), { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('article')).toHaveCount(15);
  });

  test('no form field sits in a part that skips rendering: the browser would render all of that part as the page loads', async ({
    page,
  }) => {
    // Chromium's autofill checks every field of a loading page, and a field under `content-visibility:
    // auto` makes it style and lay out everything around it (the footer's ~150 elements once).
    // Every variant holds the same elements: the English one of each page stands for the others.
    for (const file of builtFiles.filter((file) => !file.startsWith('localized/'))) {
      await page.setContent(builtPage(file), { waitUntil: 'domcontentloaded' });
      await expect(page.locator('form, input, select, textarea').first(), file).toBeAttached();
      await expect(page.locator('.render-when-visible :is(input, select, textarea)'), file).toHaveCount(0);
    }
  });
});

/** Console errors and uncaught exceptions of the page from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Remembers the HTML's first element before any script runs: hydration keeps that very node. */
async function rememberHtmlNode(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('root');
      Object.assign(window, {
        htmlNode: root?.firstElementChild,
        rootVisibility: root && getComputedStyle(root).visibility,
      });
    });
  });
}

const htmlNodeKept = (page: Page) =>
  page.evaluate(() => (window as { htmlNode?: Element }).htmlNode?.isConnected === true);

test('React adopts every public page’s HTML without a hydration error', async ({ page }) => {
  test.setTimeout(PUBLIC_PAGES.length * 6_000);
  const errors = collectErrors(page);
  await rememberHtmlNode(page);
  for (const { path, frame } of PUBLIC_PAGES) {
    await page.goto(path);
    if (frame === false) {
      // Hydrated: React's click handler shows the password.
      await page.getByRole('button', { name: 'Show password' }).first().click();
      await expect(page.getByRole('button', { name: 'Hide password' }).first()).toBeVisible();
    } else {
      // Hydrated: the clock is the visitor's, so the HTML's dashes become a running countdown.
      await expect(page.getByRole('timer', { name: 'Time left for this offer' })).toContainText(
        /^(29|30)days/,
      );
    }
    expect(await htmlNodeKept(page), `${path} was hydrated, not rendered again`).toBe(true);
  }
  expect(
    errors,
    'The first render in the browser must draw exactly what the build wrote into the HTML. The HTML is ' +
      'src/app/prerender.tsx rendering the routes from the query cache the build filled (firstScreen, ' +
      'src/app/firstScreen.ts); the browser starts its cache from the same queries and renders the same routes (src/main.tsx). ' +
      'Anything that differs between the two (the clock, the signed-in state, a placeholder shown only in ' +
      'one of them) waits for an effect: decision 043.',
  ).toEqual([]);
});

test.describe('the backend has the last word once the page runs', () => {
  // A stub of each test's own, reset for it: its scenario is switched (e2e/support/fixtures.ts).
  test.use({ ownStub: true });
  /** Switches the test's stub to a scenario: a backend that changed after the build. */
  const switchScenario = async (stubUrl: string, name: string) => {
    const response = await fetch(`${stubUrl}/__stub/scenario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    expect(response.ok).toBe(true);
  };
  const hydratedHome = (page: Page) =>
    expect(page.getByRole('timer', { name: 'Time left for this offer' })).toContainText(/^(29|30)days/);

  test('an empty catalog, switched after the build, is what the page says once hydrated', async ({
    page,
    stubUrl,
  }) => {
    const errors = collectErrors(page);
    await switchScenario(stubUrl, 'empty');
    await page.goto('/');
    await hydratedHome(page);
    await expect(page.getByText('No products to show yet. Please check back soon.')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('article').filter({ hasText: fixtures.products[0]!.name }),
    ).toHaveCount(0);
    await expect(page.getByText(fixtures.catagory[0]!.name, { exact: true })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a backend that fails once the page runs is said, as without a first screen', async ({
    page,
    stubUrl,
  }) => {
    await switchScenario(stubUrl, 'backend-down');
    await page.goto('/productFilter');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /HTTP 503/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Products' }).getByRole('article')).toHaveCount(0);
  });

  test('a changed price updates its card in place, and a removed product goes', async ({ page }) => {
    const errors = collectErrors(page);
    const [first, second] = fixtures.products;
    await page.route(`${urls.stub}/products`, async (route) => {
      const answer = (await (await route.fetch()).json()) as typeof fixtures.products;
      const changed = answer
        .filter((p) => p._id !== second!._id)
        .map((p) => (p._id === first!._id ? { ...p, price: 500, discount: 0 } : p));
      await route.fulfill({ json: changed });
    });
    await page.addInitScript((name) => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const heading = [...document.querySelectorAll('main article h3')].find((h) => h.textContent === name);
        Object.assign(window, { firstCard: heading?.closest('article') });
      });
    }, first!.name);
    await page.goto('/productFilter');
    const grid = page.getByRole('region', { name: 'Products' });
    const card = grid.getByRole('article').filter({ hasText: first!.name });
    await expect(card).toContainText('$500.00');
    await expect(grid.getByRole('article').filter({ hasText: second!.name })).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as { firstCard?: Element }).firstCard?.isConnected),
      'the same card',
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});

test('a Bengali reader never sees English: without a cookie for the host yet, the English HTML stays hidden; the next load is Bengali HTML', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // A choice saved before the host knew of it (or in another browser tab's storage only).
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await rememberHtmlNode(page);
  await page.goto('/');
  expect(await page.evaluate(() => (window as { rootVisibility?: string }).rootVisibility)).toBe('hidden');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('button', { name: 'এখনই কিনুন' }).first()).toBeVisible();
  await expect(page.locator('#root')).toBeVisible();
  expect(await htmlNodeKept(page)).toBe(false);

  // index.html has told the host: now the Bengali HTML comes, shown at once and adopted by React.
  await page.reload();
  expect(await page.evaluate(() => (window as { rootVisibility?: string }).rootVisibility)).toBe('visible');
  await expect(page.getByRole('timer', { name: 'এই অফারের বাকি সময়' })).toContainText(/[০-৯]/);
  expect(await htmlNodeKept(page)).toBe(true);
  expect(errors).toEqual([]);
});

test.describe('every shopper paints their own page from HTML, before any script runs', () => {
  /** The app's scripts never arrive: what shows is the host's HTML alone. */
  const withoutScripts = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

  test('a shopper who chose Bengali and Taka gets both on their next visit', async ({ page }) => {
    await page.goto('/');
    await chooseLanguage(page, 'bn');
    await chooseCurrency(page, 'Tk');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

    await withoutScripts(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(
      page.getByRole('heading', { name: 'তাজা বাজার পৌঁছে যাবে আপনার দরজায়' }).first(),
    ).toBeVisible();
    await expect(page.getByText('FREE delivery & 40% Discount for next 3 orders!')).toHaveCount(0);

    await page.goto('/productFilter');
    await expect(page.getByRole('heading', { level: 1, name: 'সব পণ্য' })).toBeVisible();
    await expect(page.getByText('দাম: ৳০.০০ – ৳১,২২,০০০.০০')).toBeVisible(); // the range before products load
  });

  test.describe('a first visit from a Bengali browser', () => {
    test.use({ locale: 'bn-BD' });

    test('gets Bengali HTML, prices in dollars', async ({ page }) => {
      await withoutScripts(page);
      for (const [path, heading] of [
        ['/', 'তাজা বাজার পৌঁছে যাবে আপনার দরজায়'],
        ['/productFilter', 'সব পণ্য'],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('html'), path).toHaveAttribute('lang', 'bn');
        await expect(page.getByRole('heading', { name: heading }).first(), path).toBeVisible();
      }
      await expect(page.getByText(/^\$[০-৯,]+\.[০-৯]{2}$/).first()).toBeVisible();
    });
  });
});
