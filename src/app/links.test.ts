import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOOTER_BOTTOM_LINKS, FOOTER_COLUMNS } from '../features/frame/footerLinks';
import { NAV_LINKS } from '../features/frame/navLinks';
import { UTILITY_LINKS } from '../features/frame/utilityLinks';
import { PUBLIC_PAGES } from './routeTable';
import { createRoutes } from './routes';

/** The route a path opens, as the router matches it: `*` where it is not found. */
function routeOf(path: string): string | undefined {
  const matches = matchRoutes(createRoutes(new QueryClient()), path);
  return matches?.at(-1)?.route.path;
}

describe("the header's and the footer's links", () => {
  const links = [
    ...NAV_LINKS,
    ...UTILITY_LINKS,
    ...FOOTER_COLUMNS.flatMap((column) => column.links),
    ...FOOTER_BOTTOM_LINKS,
  ];

  it.each(links.map((link) => [link.labelKey, link.to]))(
    '%s leads to a page of the route table (%s)',
    (_, to) => {
      expect(routeOf(to)).not.toBe('*');
    },
  );

  it('tell a not-found path apart', () => {
    expect(routeOf('/no-such-page')).toBe('*');
    expect(routeOf('/auth/no-such-panel')).toBe('*');
  });
});

describe('docs/product.md §2, Routes', () => {
  it('has a row for every page of the route table', () => {
    const product = readFileSync(path.join(import.meta.dirname, '../../docs/product.md'), 'utf8');
    const routes = product.slice(product.indexOf('### Routes'), product.indexOf('### The frame'));
    const missing = PUBLIC_PAGES.map((page) => page.path).filter((page) => !routes.includes(`\`${page}\``));
    expect(
      missing,
      'these pages of src/app/routeTable.ts have no row in docs/product.md §2: add it (docs/common-changes.md, recipe 1)',
    ).toEqual([]);
  });
});
