import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getMockDb } from '../../mocks/node';
import { THROTTLING } from '../../scripts/perf/load';
import { SLICE_MS } from '../api/parse';
import { FIRST_PRODUCTS } from '../api/productList/queries';
import { STREAM_LIST_FROM } from '../api/productList/readList';
import type { Product } from '../contract';
import { FILTER_FIRST_SCREEN } from '../features/catalog';
import { WINDOWING_THRESHOLD } from '../features/catalog/gridRows';
import { HOME_PRODUCT_LIMIT } from '../features/home/homeProducts';
import { testQueryClient } from '../test/render';
import { firstScreen } from './firstScreen';
import { PUBLIC_PAGES } from './routeTable';
import { createRoutes } from './routes';

/** Each number tuned to something elsewhere, checked against it: the message says what to do. */
describe('the tuned numbers still fit what they are tuned to', () => {
  const products = () => getMockDb().products as unknown as Product[];

  it('FIRST_PRODUCTS holds every first screen', () => {
    const firstScreens = {
      'the filter grid’s widest': FILTER_FIRST_SCREEN,
      'home’s grid': HOME_PRODUCT_LIMIT,
    };
    for (const [screen, cards] of Object.entries(firstScreens))
      expect(
        FIRST_PRODUCTS,
        `${screen} shows ${cards} cards, more than a long list hands out first: raise FIRST_PRODUCTS (src/api/productList/queries.ts)`,
      ).toBeGreaterThanOrEqual(cards);
  });

  it('WINDOWING_THRESHOLD keeps the seeded catalog’s grid whole', () => {
    expect(
      products().length,
      'The fixtures now hold more products than WINDOWING_THRESHOLD (src/features/catalog/gridRows.ts): the demo’s grid would be windowed in every test, screenshot and crawl. Raise it to the catalog’s size.',
    ).toBeLessThanOrEqual(WINDOWING_THRESHOLD);
  });

  it('STREAM_LIST_FROM streams a list slow to arrive on a phone, never the seeded catalog', () => {
    const catalogBytes = new TextEncoder().encode(JSON.stringify(products())).length;
    expect(
      catalogBytes,
      `The seeded catalog is ${catalogBytes} bytes: from STREAM_LIST_FROM (src/api/productList/readList.ts) on, every test and the demo would read it as a stream. Raise it, or mean it.`,
    ).toBeLessThan(STREAM_LIST_FROM);
    const seconds = STREAM_LIST_FROM / THROTTLING.downloadThroughput;
    expect(
      seconds,
      `STREAM_LIST_FROM now takes ${seconds.toFixed(2)} s on perf:phone's network (scripts/perf/load.ts): set it to about a second's download there, and measure (docs/performance.md).`,
    ).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThan(2);
  });

  it('SLICE_MS, slowed down as perf:phone slows the CPU, is no long task', () => {
    expect(
      SLICE_MS * THROTTLING.cpuSlowdown,
      `A list check's slice (SLICE_MS, src/api/parse.ts) at perf:phone's ${THROTTLING.cpuSlowdown}x CPU is a long task (50 ms or more): lower it.`,
    ).toBeLessThan(50);
  });
});

describe('the build-to-browser hand-off of a first screen', () => {
  it('a first-calls page starts, with its chunk, the very queries the build writes into its HTML', async () => {
    const pages = PUBLIC_PAGES.filter((page) => page.firstCalls && page.screen);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const client = testQueryClient();
      const route = matchRoutes(createRoutes(client), page.path)?.at(-1)?.route;
      if (typeof route?.lazy !== 'function') throw new Error(`${page.path} has no lazy route`);
      await route.lazy();
      const started = client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey);
      const written = firstScreen(page.path, { products: [], categories: [] })!.map(([key]) => key);
      expect(
        started,
        `${page.path}: the queries its route starts (routes.tsx) and those the build writes (firstScreen.ts) differ, so the page would adopt data nobody reads`,
      ).toEqual(written);
      client.clear();
    }
  });

  it('src/main.tsx yields to nothing between reading the page and hydrating it', () => {
    const main = readFileSync(path.join(import.meta.dirname, '../main.tsx'), 'utf8');
    const beforeHydration = main.slice(
      main.indexOf('firstScreenInPage(document)'),
      main.indexOf('hydrateRoot('),
    );
    expect(beforeHydration, 'src/main.tsx has lost its hand-off or hydrateRoot').not.toBe('');
    expect(
      beforeHydration.match(/\b(?:yieldToMain|whenIdle|setTimeout|requestIdleCallback|scheduler\.yield)\b/g),
      'src/main.tsx yields between reading the build’s queries and hydrating: the shopper would see the page frozen, or its first screen change (decision 033)',
    ).toBeNull();
  });
});
