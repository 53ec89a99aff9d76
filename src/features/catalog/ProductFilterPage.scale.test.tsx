import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server, TEST_API_URL } from '../../../mocks/node';
import { renderWithApp } from '../../test/render';
import { streamedAnswer } from '../../test/streamedAnswer';
import { WINDOWING_THRESHOLD } from './gridRows';
import ProductFilterPage from './ProductFilterPage';
import { makeProduct } from '../../test/makeProduct';

/** usePageLoaded, switched by the test: the grid adds its overscan rows only once the page has loaded. */
const pageLoad = vi.hoisted(() => {
  let loaded = true;
  const listeners = new Set<() => void>();
  return {
    loaded: () => loaded,
    set(next: boolean) {
      loaded = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
});
vi.mock('../../lib/afterPageLoad', async (importOriginal) => {
  const { useSyncExternalStore } = await import('react');
  return {
    ...(await importOriginal<typeof import('../../lib/afterPageLoad')>()),
    usePageLoaded: () => useSyncExternalStore(pageLoad.subscribe, pageLoad.loaded),
  };
});
beforeEach(() => pageLoad.set(true));

const CATALOG_SIZE = 1000;
/** Every 20th product is sold out: 50 of them, few enough to render whole. */
const catalog = Array.from({ length: CATALOG_SIZE }, (_, i) =>
  makeProduct({ _id: `p${i}`, name: `Product ${i}`, price: 1 + (i % 50), quantity: i % 20 === 0 ? 0 : 5 }),
);
const soldOut = catalog.filter((product) => product.quantity === 0).length;

function renderLargeCatalog() {
  server.use(http.get(`${TEST_API_URL}/products`, () => HttpResponse.json(catalog)));
  const rendered = renderWithApp(<ProductFilterPage />, { path: '/productFilter' });
  fireEvent.click(screen.getByRole('button', { name: 'Show filters' })); // the filters' sheet
  return rendered;
}

const region = () => screen.getByRole('region', { name: 'Products' });
const cards = () => within(region()).queryAllByRole('article');
const SLOW = { timeout: 20_000 }; // a busy 2-CPU host can take over 10 s (see ProductFilterPage.test.tsx)

describe('<ProductFilterPage> with a large catalog', { timeout: 30_000 }, () => {
  it('renders a window of cards while the counts give the full catalog', async () => {
    renderLargeCatalog();
    await waitFor(() => expect(screen.getByText(/^Show:/).textContent).toBe(`Show: ${CATALOG_SIZE}`), SLOW);
    expect(cards().length).toBeLessThan(WINDOWING_THRESHOLD);
    expect(within(cards()[0]!).getByRole('heading').textContent).toBe('Product 0');
    expect(screen.getByText(/Showing all/).textContent).toBe(`Showing all ${CATALOG_SIZE} Catagory`);
    expect(screen.getByText(/^Show:/).textContent).toBe(`Show: ${CATALOG_SIZE}`);
  });

  it('renders the rows in view first, and the rows around them once the page has loaded', async () => {
    pageLoad.set(false);
    renderLargeCatalog();
    await waitFor(() => expect(cards().length).toBeGreaterThan(0), SLOW);
    // jsdom's 1024x768 window: 4 columns, and rows at the 400 px estimate, so 2 rows in view.
    expect(cards()).toHaveLength(2 * 4);
    act(() => pageLoad.set(true));
    // Plus 2 rows of overscan below them (none above: the list starts at the top).
    await waitFor(() => expect(cards()).toHaveLength(4 * 4), SLOW);
    expect(within(cards()[0]!).getByRole('heading').textContent).toBe('Product 0');
  });

  it('keeps one list that tells assistive technology its full size', async () => {
    renderLargeCatalog();
    await waitFor(() => expect(cards().length).toBeGreaterThan(0), SLOW);
    const items = within(within(region()).getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(items).toHaveLength(cards().length);
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items.at(-1)).toHaveAttribute('aria-posinset', String(items.length));
    for (const item of items) expect(item).toHaveAttribute('aria-setsize', String(CATALOG_SIZE));
  });

  it('renders every card again once a filter leaves few products', async () => {
    renderLargeCatalog();
    await waitFor(() => expect(cards().length).toBeGreaterThan(0), SLOW);
    const stock = screen.getByRole('group', { name: 'Stock Status' });
    await userEvent.click(within(stock).getByRole('radio', { name: 'Stock Out' }));
    await waitFor(() => expect(cards()).toHaveLength(soldOut), SLOW);
    expect(screen.getByText(/Showing all/).textContent).toBe(`Showing all ${soldOut} Catagory`);
    expect(screen.getByText(/^Show:/).textContent).toBe(`Show: ${CATALOG_SIZE}`);
  });
});

describe('<ProductFilterPage> while a long catalog streams in', { timeout: 30_000 }, () => {
  // The first 60 are fruit, the rest fish, dearer than the [0, 1000] that stands until the catalog is in.
  const streamed = catalog.map((product, i) =>
    i < 60 ? product : { ...product, category: 'Fish', price: 1500 + i },
  );
  const text = JSON.stringify(streamed);
  const firstPart = text.slice(0, text.indexOf('"p55"')); // the first 54 products and a bit

  it('shows the first products at once, and the counts when the whole catalog is in', async () => {
    const release = streamedAnswer('products', firstPart, text.slice(firstPart.length));
    renderWithApp(<ProductFilterPage />, { path: '/productFilter' });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0), SLOW);
    expect(within(cards()[0]!).getByRole('heading').textContent).toBe('Product 0');
    // The counts are not shown yet: they would count only the first products.
    expect(screen.getByText(/^Show:/).closest('[aria-hidden="true"]')).not.toBeNull();
    release();
    await waitFor(() => expect(screen.getByText(/^Show:/).textContent).toBe(`Show: ${CATALOG_SIZE}`), SLOW);
    expect(within(cards()[0]!).getByRole('heading').textContent).toBe('Product 0');
  });

  it('keeps loading, not "no match", while none of the first products match', async () => {
    const release = streamedAnswer('products', firstPart, text.slice(firstPart.length));
    renderWithApp(<ProductFilterPage />, { path: '/productFilter?category=Fish' });
    expect(await screen.findByText('Loading products')).toBeInTheDocument();
    release();
    await waitFor(() => expect(cards().length).toBeGreaterThan(0), SLOW);
    expect(within(cards()[0]!).getByRole('heading').textContent).toBe('Product 60');
    expect(screen.queryByText('No products match these filters')).toBeNull();
  });
});
