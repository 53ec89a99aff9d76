import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getMockDb, server, TEST_API_URL } from '../../mocks/node';
import { testQueryClient } from '../test/render';
import { streamedAnswer } from '../test/streamedAnswer';
import type { Product } from '../contract';
import { useCategories, useProductList, type ProductList } from '../features/catalog';
import { HydrationProvider } from '../lib/useHydrated';
import { adoptFirstScreen, firstScreen, type Catalog } from './firstScreen';
import { firstScreenInPage, firstScreenScript } from './firstScreenInHtml';

describe('a page adopted with its first screen (the query cache the build wrote beside its HTML)', () => {
  /** The list and categories as a page adopted from the build's HTML sees them: its cache started from the build's queries. */
  function renderAdopted(shot: Catalog, client = testQueryClient()) {
    const seen: { status: ProductList['status']; names: string[]; categories?: string[] }[] = [];
    function Page() {
      const list = useProductList();
      const categories = useCategories();
      const names = list.products.map((p) => p.name);
      const last = seen.at(-1);
      if (last?.status !== list.status || last.names.join() !== names.join())
        seen.push({ status: list.status, names, categories: categories.data?.map((c) => c.name) });
      return null;
    }
    // As main.tsx adopts a page: the build's queries of it in the cache before the first render.
    adoptFirstScreen(client, firstScreen('/productFilter', shot)!);
    const view = (hydrating: boolean) => (
      <QueryClientProvider client={client}>
        <HydrationProvider hydrating={hydrating}>
          <Page />
        </HydrationProvider>
      </QueryClientProvider>
    );
    return { seen, client, view };
  }

  const built = (product: Product, price: number) => ({ ...product, price });
  /** The fixtures' products, as the contract reads them (their discounts are numbers). */
  const products = () => getMockDb().products as unknown as Product[];

  it('shows the first screen while adopted and until the backend answers; the answer then replaces it: a changed price, a removed product', async () => {
    const [first, second] = products();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${TEST_API_URL}/products`, async () => {
        await answered;
        return HttpResponse.json([first]);
      }),
    );
    const shot = {
      products: [built(first!, 999), second!],
      categories: [{ id: 'c', name: 'From the build', image: '/x.svg' }],
    };
    const { seen, view } = renderAdopted(shot);
    render(view(true));
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    const sameQueries = 'the screen reads the queries the build wrote (both through productListQuery())';
    expect(seen[0], sameQueries).toEqual({
      status: 'prerendered',
      names: [first!.name, second!.name],
      categories: ['From the build'],
    });
    answer();
    const askedAtOnce =
      'the build’s copy is dated 0 (adoptFirstScreen): stale, so the backend is asked as the screen mounts';
    await waitFor(() => expect(seen.at(-1)?.status, askedAtOnce).toBe('complete'));
    expect(seen.map((s) => s.status)).toEqual(['prerendered', 'complete']); // never a placeholder
    expect(seen.at(-1)?.names).toEqual([first!.name]);
  });

  it('says the backend failed, as without a first screen, rather than keep the build’s products', async () => {
    server.use(
      http.get(`${TEST_API_URL}/products`, () => HttpResponse.json({ error: 'down' }, { status: 503 })),
    );
    const [first] = products();
    const { seen, view } = renderAdopted({ products: [first!], categories: [] });
    render(view(true));
    await waitFor(() => expect(seen.at(-1)?.status).toBe('failed'));
    expect(seen[0]?.status).toBe('prerendered');
  });

  it('shows a long list’s first products over the build’s copy before the whole list, as a first fetch does', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ ...products()[0]!, _id: `p${i}` }));
    const text = JSON.stringify(many);
    const release = streamedAnswer(
      'products',
      text.slice(0, text.indexOf('"p50"')),
      text.slice(text.indexOf('"p50"')),
    );
    const { seen, view } = renderAdopted({ products: products().slice(0, 2), categories: [] });
    render(view(true));
    await waitFor(() => expect(seen.at(-1)?.status).toBe('first-screen'));
    expect(seen.at(-1)?.names).toHaveLength(48);
    release();
    await waitFor(() => expect(seen.at(-1)?.status).toBe('complete'), { timeout: 5000 });
    expect(seen.map((s) => s.status)).toEqual(['prerendered', 'first-screen', 'complete']);
  });

  it('reads back in the page exactly the queries the build wrote into it, whatever their text', () => {
    const hostile = { ...products()[0]!, name: '</script><script>alert(1)</script> \u2028 <!--' };
    const written = firstScreen('/productFilter', { products: [hostile], categories: [] })!;
    document.body.innerHTML = `<div id="root"></div>${firstScreenScript(written)}`;
    expect(firstScreenInPage(document), 'what main.tsx adopts is what the build wrote').toEqual(written);
    expect(document.scripts).toHaveLength(1);
    document.body.innerHTML = '<div id="root"></div>';
    expect(firstScreenInPage(document)).toBeUndefined();
  });

  it('writes no cache for a page without first calls, or without a catalog', () => {
    const catalog = { products: products(), categories: [] };
    expect(firstScreen('/blog', catalog)).toBeUndefined();
    expect(firstScreen('/', null)).toBeUndefined();
    const filter = firstScreen('/productFilter', catalog)!;
    expect(filter.map(([queryKey]) => queryKey)).toEqual([['product-list'], ['categories']]);
    expect((filter[0]![1] as { products: unknown[] }).products).toHaveLength(15);
  });
});
