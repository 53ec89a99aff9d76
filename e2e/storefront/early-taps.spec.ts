import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { NARROWING_PARAMS, type NarrowingParam } from '../../src/features/catalog/filterParams';
import { fixtures } from '../accounts/helpers';
import { expect, hydrated, test } from '../support/fixtures';
import { holdScripts } from '../support/holdScripts';

/**
 * A shop before its scripts (docs/decisions/036-a-shop-before-the-scripts.md): on a phone, the
 * app's scripts held back, each control is tapped, then the scripts are let through, and what the
 * tap did must still be there once the app has adopted the page. Nothing is replayed: each tap
 * did its job with what the platform does (popovers, links, a form, daisyUI's theme-controller).
 */

/** The controls, as the decision record's table lists them (its first column). */
const RECORD = 'docs/decisions/036-a-shop-before-the-scripts.md';
const recordedControls = (() => {
  const table = readFileSync(RECORD, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| '));
  return table.slice(2).map((row) => row.split('|')[1]!.trim()); // past the header and its rule
})();

/** Loads a page as its HTML alone: module scripts held, so no load event; the page is painted. */
async function openEarly(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#root > *').first()).toBeVisible();
}

const filterSheet = (page: Page) => page.getByRole('form', { name: 'Widget Filters' });
const showing = (page: Page, count: number) => page.getByText(`Showing all ${count} Catagory`);
const shownPrice = (p: { price: number; discount: number | string }) =>
  Math.round((p.price - (p.price * Number(p.discount)) / 100) * 100) / 100;

interface EarlyTap {
  path: string;
  width?: number;
  /** Taps the control while the scripts are held, and checks what the platform did. */
  before(page: Page): Promise<void>;
  /** Checks the tap's effect once the app has adopted the page. */
  after(page: Page): Promise<void>;
}

const steps: Record<string, EarlyTap> = {
  Menu: {
    path: '/',
    async before(page) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }),
      ).toBeVisible();
    },
    async after(page) {
      const menu = page.getByRole('navigation', { name: 'Main' });
      await expect(menu.getByRole('link', { name: 'Blog' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await page.evaluate(() => Object.assign(window, { samePage: true }));
      await menu.getByRole('link', { name: 'Blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(menu).toBeHidden();
      expect(await page.evaluate(() => 'samePage' in window), 'no page load').toBe(true);
    },
  },
  Search: {
    path: '/',
    async before(page) {
      await page.getByRole('button', { name: 'Search' }).click();
      // A combobox: the browser suggests the five names from a <datalist>.
      await expect(page.getByRole('combobox', { name: 'Search products' })).toBeFocused();
      await page.keyboard.type('an');
    },
    async after(page) {
      await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('an');
      await expect(page.getByRole('list', { name: 'Suggestions' }).getByRole('button')).toHaveText([
        'Banana',
        'Orange',
        'Mango',
      ]);
    },
  },
  Theme: {
    path: '/',
    async before(page) {
      await page.getByRole('switch', { name: 'Dark theme' }).click();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    },
    async after(page) {
      await expect(page.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'synthwave');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('synthwave');
    },
  },
  Language: {
    path: '/',
    async before(page) {
      await page.getByRole('button', { name: 'Language: English' }).click();
      await page.getByRole('link', { name: 'বাংলা (Bengali)' }).click();
      await expect(
        page.getByRole('heading', { name: 'তাজা বাজার পৌঁছে যাবে আপনার দরজায়' }).first(),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    },
    async after(page) {
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.getByRole('button', { name: 'ভাষা: বাংলা (Bengali)' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('bn');
    },
  },
  Currency: {
    path: '/productFilter',
    async before(page) {
      await page.getByRole('link', { name: 'Tk', exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('data-currency', 'Tk');
      await expect(page).toHaveURL(/\/productFilter$/);
    },
    async after(page) {
      await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toContainText(
        '৳',
      );
      await expect(page.getByRole('link', { name: 'Tk', exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
      expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('Tk');
    },
  },
  'Carousel dot': {
    path: '/',
    async before(page) {
      await page.getByRole('link', { name: 'Go to slide 2' }).click();
      await expect(page.getByRole('group', { name: '2 / 3' })).toBeInViewport({ ratio: 0.9 });
      expect(await page.evaluate(() => scrollY), 'the page stays where it was').toBe(0);
    },
    async after(page) {
      await expect(page.getByRole('link', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    },
  },
  'Carousel arrow': {
    path: '/',
    width: 1280,
    async before(page) {
      await page.getByRole('group', { name: '1 / 3' }).getByRole('link', { name: 'Next slide' }).click();
      await expect(page.getByRole('group', { name: '2 / 3' })).toBeInViewport({ ratio: 0.9 });
    },
    async after(page) {
      await expect(page.getByRole('group', { name: '2 / 3' })).toBeInViewport({ ratio: 0.9 });
      await expect(page.getByRole('link', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    },
  },
  'Show filters': {
    path: '/productFilter',
    async before(page) {
      await page.getByRole('button', { name: 'Show filters' }).click();
      await expect(filterSheet(page)).toBeVisible();
    },
    async after(page) {
      await expect(filterSheet(page).getByRole('link', { name: /^Bakery/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Show filters' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    },
  },
  'Stock radio': {
    path: '/productFilter',
    async before(page) {
      await page.getByRole('button', { name: 'Show filters' }).click();
      await filterSheet(page).getByRole('radio', { name: 'Stock In' }).check();
    },
    async after(page) {
      await expect(page).toHaveURL(/\/productFilter\?stock=in$/);
      await expect(filterSheet(page).getByRole('radio', { name: 'Stock In' })).toBeChecked();
      await expect(showing(page, fixtures.products.filter((p) => p.quantity > 0).length)).toBeAttached();
    },
  },
  'Price box': {
    path: '/productFilter',
    async before(page) {
      await page.getByRole('button', { name: 'Show filters' }).click();
      await filterSheet(page).getByRole('spinbutton', { name: 'Minimum price' }).fill('5');
    },
    async after(page) {
      await expect(page).toHaveURL(/\/productFilter\?min=5$/);
      await expect(filterSheet(page).getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue('5');
      await expect(showing(page, fixtures.products.filter((p) => shownPrice(p) >= 5).length)).toBeAttached();
    },
  },
  'Apply filters': {
    path: '/productFilter',
    async before(page) {
      await page.getByRole('button', { name: 'Show filters' }).click();
      await filterSheet(page).getByRole('radio', { name: 'Stock Out' }).check();
      await filterSheet(page).getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/\/productFilter\?(.*&)?stock=out/);
    },
    async after(page) {
      await expect(page).toHaveURL(/\/productFilter\?stock=out$/);
      await expect(showing(page, fixtures.products.filter((p) => p.quantity <= 0).length)).toBeAttached();
    },
  },
  'Login button': {
    path: '/login',
    async before(page) {
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Show password' })).toBeDisabled();
    },
    async after(page) {
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Show password' })).toBeEnabled();
    },
  },
};

test('every control of the decision record has a step here, and every step a row there', () => {
  expect(Object.keys(steps).sort()).toEqual([...recordedControls].sort());
});

test.describe('on a phone, each control tapped before the scripts keeps its effect once the app runs', () => {
  for (const control of recordedControls) {
    test(control, async ({ page, context }) => {
      const step = steps[control];
      if (!step) throw new Error(`${RECORD} lists "${control}", which has no step here`);
      await page.setViewportSize({ width: step.width ?? 360, height: 780 });
      const release = await holdScripts(context);
      await openEarly(page, step.path);
      await step.before(page);
      await release();
      await hydrated(page);
      await step.after(page);
    });
  }
});

test('the first screen shows with the scripts held; released, the app adopts it without a mismatch and without waiting for the backend', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const [first] = fixtures.products;
  for (const path of ['/', '/productFilter']) {
    // The backend's answers wait until the page is adopted: hydration must not wait for them.
    const answers: Route[] = [];
    let holdingAnswers = true;
    await context.route(/\/(products|catagory)$/, (route) =>
      holdingAnswers ? answers.push(route) : route.continue(),
    );
    const release = await holdScripts(context);
    await openEarly(page, path);
    const card = page.getByRole('main').getByRole('article').filter({ hasText: first!.name }).first();
    await expect(card, `${path}: a product before any script`).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /^Bakery/ })
        .first(),
    ).toBeAttached();
    await release();
    await hydrated(page);
    // Adopted while both answers are still held: the cards stay, and they are React's now.
    await expect(card).toBeVisible();
    await expect
      .poll(() => answers.length, { message: `${path}: the app asks the backend` })
      .toBeGreaterThan(0);
    await expect
      .poll(() => card.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))))
      .toBe(true);
    holdingAnswers = false;
    await Promise.all(answers.splice(0).map((route) => route.continue()));
    await expect(card).toBeVisible();
    await context.unrouteAll();
  }
  expect(errors).toEqual([]);
});

test('a filtered URL with the scripts held shows no product outside its filter; once the app runs, only those inside', async ({
  page,
  context,
}) => {
  const inside = fixtures.products.filter((p) => p.category === 'Bakery' && p.quantity <= 0);
  const outside = fixtures.products.filter((p) => !inside.includes(p));
  const release = await holdScripts(context);
  await openEarly(page, '/productFilter?category=Bakery&stock=out');
  const grid = page.getByRole('region', { name: 'Products' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The HTML's first screen is the whole catalog's start: it waits for the app.
  for (const { name } of outside.slice(0, 15))
    await expect(grid.getByRole('heading', { name, exact: true }), name).toBeHidden();
  await release();
  await hydrated(page);
  await expect(grid.getByRole('article')).toHaveCount(inside.length);
  for (const { name } of outside.slice(0, 15))
    await expect(grid.getByRole('heading', { name, exact: true })).toHaveCount(0);
});

/** A value of each narrowing parameter that leaves products out: a new parameter needs one here. */
const LEAVES_PRODUCTS_OUT: Record<NarrowingParam, string> = {
  category: 'Bakery',
  min: '5',
  max: '5',
  stock: 'out',
};

test('a URL with any one filter parameter shows none of the unfiltered first screen before the scripts', async ({
  page,
  context,
}) => {
  await holdScripts(context);
  for (const param of NARROWING_PARAMS) {
    await openEarly(page, `/productFilter?${param}=${LEAVES_PRODUCTS_OUT[param]}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Products' }).getByRole('article'),
      `?${param}= (index.html's early script reads src/features/catalog/filterParams.ts)`,
    ).toHaveCount(0);
  }
});
