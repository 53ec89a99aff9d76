import type { Browser, BrowserContext, Page } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import db from '../../fixtures/db.json' with { type: 'json' };
import { pagesUnderTest } from '../../e2e/a11y/routes';
import { COMPANIES_AUTOPLAY_MS } from '../../src/features/home/companies';
import { HERO_AUTOPLAY_MS } from '../../src/features/home/slides';

/** A page, for a visitor or a signed-in demo account; its path relative to the site (a sub-path works). */
export interface Screen {
  name: string;
  path: string;
  signedIn?: true;
}
export interface Variant {
  language: 'en' | 'bn';
  currency: 'USD' | 'Tk';
  theme: 'light' | 'synthwave';
}

/** Every page the sweeps visit (e2e/a11y/routes.ts: the route table's, then the rest), from the site. */
export const PAGES: Screen[] = pagesUnderTest.map(({ name, path, as }) => ({
  name,
  path: path === '/' ? './' : path.slice(1).replace(':id', db.products[0]!._id),
  ...(as === 'signed-in' && { signedIn: true as const }),
}));
export const VARIANTS: Variant[] = (['light', 'synthwave'] as const).flatMap((theme) => [
  { language: 'en', currency: 'USD', theme },
  { language: 'bn', currency: 'Tk', theme },
]);
export const WIDTHS = [360, 1280];
/** The demo account of the README whose wishlist has products in it. */
const ACCOUNT = { email: 'ayesha@freshbazar.test', password: 'Ayesha123' };
/** Every page's clock: countdowns and the promo date read this instant, whenever the shot is taken. */
const NOW = new Date('2026-06-01T09:00:00Z');

/** No animation, transition or caret; lazy-rendered cards drawn (a full-page shot never scrolls). */
const STILL = `*, *::before, *::after { animation: none !important; transition: none !important;
  caret-color: transparent !important; } .render-when-visible { content-visibility: visible !important; }`;

/** `home--bn-Tk--synthwave--360`: a shot's file name (without .png) and its key in the report. */
export const shotId = (screen: Screen, v: Variant, width: number) =>
  `${screen.name.replace(/\W+/g, '-')}--${v.language}-${v.currency}--${v.theme}--${width}`;

/** Until the page is drawn for good: hydrated, nothing loading, fonts and pictures in, the DOM still. */
async function settle(page: Page) {
  await page.addStyleTag({ content: STILL });
  const look = async () => {
    await page.waitForFunction(
      () => {
        const link = document.querySelector('#root a[href]');
        if (document.documentElement.dataset.render === 'client' || !link) return false;
        if (!Object.keys(link).some((key) => key.startsWith('__reactProps$'))) return false;
        if (document.querySelector('.spinner, .skeleton, .account-guess-in, .account-guess-out'))
          return false;
        // The demo banner's line (src/features/preview-banner), once it has heard from the backend.
        const banners = [...document.querySelectorAll('aside[data-demo-tools] > .min-h-8')];
        if (!banners.every((line) => line.querySelector('[role=status]'))) return false;
        for (const image of document.images) image.loading = 'eager';
        return document.fonts.status === 'loaded' && [...document.images].every((image) => image.complete);
      },
      null,
      { polling: 100, timeout: 60_000 },
    );
    // Counts and height, not the markup: a carousel's autoplay changes only its attributes.
    return page.evaluate(
      () =>
        `${document.getElementsByTagName('*').length} ${document.body.scrollHeight} ${document.images.length}`,
    );
  };
  for (let last = '', now = await look(), looks = 1; now !== last && looks < 20; looks++) {
    await sleep(150);
    [last, now] = [now, await look()];
  }
}

/** Where every carousel's row is scrolled to, after putting each back on its first slide if asked. */
const carousels = (page: Page, putBack: boolean) =>
  page.evaluate((putBack) => {
    const rows = [...document.querySelectorAll<HTMLElement>('.snap-x')];
    if (putBack) for (const row of rows) row.scrollLeft = 0;
    return rows.map((row) => row.scrollLeft).join();
  }, putBack);

/** The page at each width, settled, carousels on their first slide (put back if one moved), clock paused. */
async function shootPage(page: Page, screen: Screen, variant: Variant, outDir: string) {
  const ids: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (let tries = 0, still = false; !still && tries < 5; tries++) {
      await settle(page);
      await carousels(page, true);
      await settle(page);
      const before = await carousels(page, false);
      await page.clock.pauseAt(NOW.getTime() + 1);
      still = before === (await carousels(page, false));
      if (!still) await running(page);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    const id = shotId(screen, variant, width);
    await writeFile(
      join(outDir, `${id}.png`),
      await page.screenshot({ fullPage: true, animations: 'disabled' }),
    );
    await running(page);
    ids.push(id);
  }
  return ids;
}

/** Resumed, the clock would run on from NOW: fixed again for countdowns and the promo date. */
async function running(page: Page) {
  await page.clock.resume();
  await page.clock.setFixedTime(NOW);
}

async function signIn(page: Page) {
  await page.goto('login');
  await page.locator('input[type=email]').fill(ACCOUNT.email);
  await page.locator('input[type=password]').fill(ACCOUNT.password);
  await page.locator('main form button[type=submit]').click();
  await page.waitForFunction(() => localStorage.getItem('account') === 'in');
}

/** One visitor's browser for a variant: its choices stored as the utility bar stores them, a frozen clock. */
async function visitor(browser: Browser, site: Site, variant: Variant): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: site.url,
    reducedMotion: 'reduce',
    locale: 'en-US',
    timezoneId: 'UTC',
    deviceScaleFactor: 1,
  });
  // src/preferences: theme, currency and language are read from localStorage before the first paint.
  await context.addInitScript((choices) => {
    for (const [key, value] of Object.entries(choices)) localStorage.setItem(key, value);
  }, variant);
  await context.clock.install({ time: NOW });
  await context.clock.setFixedTime(NOW);
  // The carousels' autoplay timers never start: a paused clock alone let a slide move.
  await context.addInitScript(
    (periods) => {
      const later = window.setTimeout;
      window.setTimeout = ((run: () => void, ms?: number) =>
        periods.includes(ms ?? 0) ? 0 : later(run, ms)) as typeof window.setTimeout;
    },
    [HERO_AUTOPLAY_MS, COMPANIES_AUTOPLAY_MS],
  );
  // A test's deliberate change (e2e/demo/visual.spec.ts): one more rule on every page of this site.
  if (site.css)
    await context.addInitScript((css) => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
      });
    }, site.css);
  return context;
}

export interface Site {
  name: string;
  url: string;
  css?: string;
}

/** Every screen into `outDir/<site>/<shotId>.png`: one context per site × variant, `parallel` at once. */
export async function shootAll(
  browser: Browser,
  sites: Site[],
  outDir: string,
  { pages = PAGES, variants = VARIANTS, parallel = 3 } = {},
): Promise<string[]> {
  const jobs = sites.flatMap((site) => variants.map((variant) => ({ site, variant })));
  const ids = new Set<string>();
  const work = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      await mkdir(join(outDir, job.site.name), { recursive: true });
      const context = await visitor(browser, job.site, job.variant);
      const page = await context.newPage();
      try {
        for (const screen of [...pages].sort((a, b) => Number(!!a.signedIn) - Number(!!b.signedIn))) {
          if (screen.signedIn && !(await page.evaluate(() => localStorage.getItem('account') === 'in')))
            await signIn(page);
          await page.goto(screen.path);
          for (const id of await shootPage(page, screen, job.variant, join(outDir, job.site.name)))
            ids.add(id);
        }
      } finally {
        await context.close();
      }
      console.info(`  ${job.site.name}: ${Object.values(job.variant).join(' ')} shot`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, work));
  return [...ids];
}
