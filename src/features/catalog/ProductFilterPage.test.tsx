import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { applyScenario, getMockDb, mockFaults, server, TEST_API_URL } from '../../../mocks/node';
import { CUT_LIST_BYTES } from '../../../mocks/scenarios';
import { appQueryClient, expectCalls, failOnceThenTakeAWhile } from '../../test/calls';
import { ProductSchema } from '../../contract';
import { activateLanguage } from '../../i18n/i18n';
import { formatPrice } from '../../lib/price';
import { renderWithApp } from '../../test/render';
import { priceBounds, shownPrice } from './filters';
import ProductFilterPage from './ProductFilterPage';

const fixtureProducts = () => getMockDb().products.map((p) => ProductSchema.parse(p));

/** The page, its filters open (a sheet on a phone, the sidebar from lg up: jsdom has no widths). */
function renderPage(query = '', queryClient?: QueryClient) {
  const rendered = renderWithApp(<ProductFilterPage />, { path: `/productFilter${query}`, queryClient });
  fireEvent.click(screen.getByRole('button', { name: /^(Show filters|ফিল্টার দেখান)$/ }));
  return rendered;
}

const cards = () => within(screen.getByRole('region', { name: 'Products' })).queryAllByRole('article');
/**
 * Loading and rendering 80 cards can take seconds on a busy machine: a CI run
 * on this 2-CPU host once needed more than 10 s for all 80 (the test checks
 * what renders, not how fast; the bench times it).
 */
const SLOW = { timeout: 20_000 };
const cardsLoaded = () => waitFor(() => expect(cards().length).toBeGreaterThan(0), SLOW);
/** Each keystroke filters and re-renders the grid: tens of seconds in jsdom on a busy 2-core host. */
const SLOW_TYPING = { timeout: 60_000 };
const showingText = () => screen.getByText(/Showing all/).textContent;

// Role queries over an 80-card grid are slow in jsdom, more so beside other test files.
describe('<ProductFilterPage>', { timeout: 30_000 }, () => {
  it('shows every product, the counts bar and the Widget Filters sidebar', async () => {
    renderPage();
    expect(screen.getByText('Loading products')).toBeInTheDocument();
    // The bar holds its place while loading (no layout shift), hidden until there is something to count.
    const bar = () => screen.getByText(/Showing all/).parentElement!;
    expect(bar()).toHaveClass('invisible');
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    await cardsLoaded();
    expect(bar()).not.toHaveClass('invisible');
    expect(bar()).toHaveAttribute('aria-hidden', 'false');
    const total = fixtureProducts().length;
    // The first screen's cards come first, the rest right after (useFirstScreenFirst).
    await waitFor(() => expect(cards()).toHaveLength(total), SLOW);
    expect(showingText()).toBe(`Showing all ${total} Catagory`);
    expect(screen.getByText(/^Show:/).textContent).toBe(`Show: ${total}`);
    expect(screen.getByRole('complementary', { name: 'Widget Filters' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(document.title).toBe('Products');
    // The first screen's pictures (often the largest paint) load at once; the rest when scrolled near.
    const loading = cards().map((card) => card.querySelector('img')!.getAttribute('loading'));
    expect(loading.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(new Set(loading.slice(4))).toEqual(new Set(['lazy']));
  });

  it('lists All plus every category, with All selected by default', async () => {
    renderPage();
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    for (const { name } of getMockDb().catagory) {
      expect(
        await within(nav).findByRole('link', { name: new RegExp(`^${escape(name)}`) }, SLOW),
      ).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'true');
  });

  it('selects ?category= in the sidebar and filters the grid by it', async () => {
    renderPage('?category=Bakery');
    await cardsLoaded();
    const bakery = fixtureProducts().filter((p) => p.category === 'Bakery');
    expect(cards()).toHaveLength(bakery.length);
    expect(
      cards()
        .map((card) => within(card).getByRole('heading').textContent)
        .sort(),
    ).toEqual(bakery.map((p) => p.name).sort());
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(await within(nav).findByRole('link', { name: /^Bakery/ }, SLOW)).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(nav).getByRole('link', { name: /^All/ })).not.toHaveAttribute('aria-current');
    expect(showingText()).toBe(`Showing all ${bakery.length} Catagory`);
    expect(screen.getByRole('heading', { level: 1, name: 'Bakery' })).toBeInTheDocument();
  });

  it('follows a category link and keeps the URL in sync', async () => {
    const { router } = renderPage();
    await cardsLoaded();
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    await userEvent.click(await within(nav).findByRole('link', { name: /^Dairy & Eggs/ }, SLOW));
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe('Dairy & Eggs');
    const dairy = fixtureProducts().filter((p) => p.category === 'Dairy & Eggs');
    await waitFor(() => expect(cards()).toHaveLength(dairy.length), SLOW);
    await userEvent.click(within(nav).getByRole('link', { name: /^All/ }));
    expect(router.state.location.search).toBe('');
  });

  it('filters by the Stock Status radios', async () => {
    const { router } = renderPage();
    await cardsLoaded();
    const group = screen.getByRole('group', { name: 'Stock Status' });
    expect(within(group).getByRole('radio', { name: 'All' })).toBeChecked();

    await userEvent.click(within(group).getByRole('radio', { name: 'Stock Out' }));
    const outOfStock = fixtureProducts().filter((p) => p.quantity === 0);
    expect(outOfStock.length).toBeGreaterThan(0);
    expect(cards()).toHaveLength(outOfStock.length);
    expect(cards().every((card) => within(card).queryByText('Stock Out'))).toBe(true);
    expect(router.state.location.search).toBe('?stock=out');

    await userEvent.click(within(group).getByRole('radio', { name: 'Stock In' }));
    expect(cards()).toHaveLength(fixtureProducts().length - outOfStock.length);
    expect(router.state.location.search).toBe('?stock=in');

    await userEvent.click(within(group).getByRole('radio', { name: 'All' }));
    expect(router.state.location.search).toBe('');
  });

  it('starts the price range at the lowest and highest product price, input ceiling at least 1000', async () => {
    renderPage();
    await cardsLoaded();
    const [low, high] = priceBounds(fixtureProducts());
    const min = screen.getByRole('spinbutton', { name: 'Minimum price' });
    const max = screen.getByRole('spinbutton', { name: 'Maximum price' });
    expect(min).toHaveValue(String(low));
    expect(max).toHaveValue(String(high));
    // A text box (it takes Bengali digits) that is still a spinbutton to assistive technology.
    expect(min).toHaveAttribute('aria-valuenow', String(low));
    expect(min).toHaveAttribute('aria-valuemin', '0');
    expect(max).toHaveAttribute('aria-valuemax', String(Math.max(1000, high)));
    expect(max).toHaveAttribute('aria-valuetext', formatPrice(high, 'USD'));
    expect(max).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('slider', { name: 'Minimum price' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toBeInTheDocument();
  });

  it('keeps the lower price at or below the upper one, and vice versa', async () => {
    const { router } = renderPage('?min=5&max=20');
    await cardsLoaded();
    const min = screen.getByRole('spinbutton', { name: 'Minimum price' });
    const max = screen.getByRole('spinbutton', { name: 'Maximum price' });
    expect(min).toHaveValue('5');
    expect(max).toHaveValue('20');

    await userEvent.clear(min);
    await userEvent.type(min, '50');
    await userEvent.tab();
    expect(min).toHaveValue('20');
    expect(max).toHaveValue('20');

    await userEvent.clear(max);
    await userEvent.type(max, '3');
    await userEvent.tab();
    expect(max).toHaveValue('20');

    await userEvent.clear(max);
    await userEvent.type(max, '45');
    await userEvent.tab();
    expect(max).toHaveValue('45');
    expect(new URLSearchParams(router.state.location.search).get('max')).toBe('45');
  });

  it(
    'keeps dollars with cents as typed, ignores garbage and steps with the arrow keys',
    SLOW_TYPING,
    async () => {
      // One category: a small grid re-renders sooner after each keystroke.
      const { router } = renderPage('?category=Bakery&min=5&max=20');
      await cardsLoaded();
      const max = screen.getByRole('spinbutton', { name: 'Maximum price' });
      await userEvent.clear(max);
      await userEvent.type(max, '12.5');
      await userEvent.tab();
      expect(max).toHaveValue('12.5');
      expect(max).toHaveAttribute('aria-valuetext', '$12.50');
      expect(new URLSearchParams(router.state.location.search).get('max')).toBe('12.5');

      await userEvent.clear(max);
      await userEvent.type(max, 'abc');
      await userEvent.tab();
      expect(max).toHaveValue('12.5'); // nothing readable was typed: the bound stands

      await userEvent.click(max);
      await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
      expect(max).toHaveValue('13.5');
      expect(max).toHaveAttribute('aria-valuenow', '13.5');
    },
  );

  it('filters the grid by the shown price range', async () => {
    renderPage('?min=10&max=20');
    await cardsLoaded();
    const { discountedPrice } = await import('../../lib/price');
    const inRange = fixtureProducts().filter((p) => {
      const shown = discountedPrice(p.price, p.discount);
      return shown >= 10 && shown <= 20;
    });
    expect(cards()).toHaveLength(inRange.length);
  });

  describe('in Bengali with taka', () => {
    afterEach(() => activateLanguage('en'));

    it(
      'takes Bengali digits as whole taka, filters as the cards read, and keeps what was typed',
      SLOW_TYPING,
      async () => {
        await activateLanguage('bn');
        localStorage.setItem('currency', 'Tk');
        const { router } = renderPage();
        const region = () => screen.getByRole('region', { name: 'পণ্য' });
        await waitFor(
          () => expect(within(region()).queryAllByRole('article').length).toBeGreaterThan(0),
          SLOW,
        );
        const min = screen.getByRole('spinbutton', { name: 'সর্বনিম্ন দাম' });
        const max = screen.getByRole('spinbutton', { name: 'সর্বোচ্চ দাম' });
        expect(max).toHaveAttribute('inputmode', 'numeric');

        await userEvent.clear(min);
        await userEvent.type(min, '500');
        await userEvent.clear(max);
        await userEvent.type(max, '১৫০০');
        await userEvent.tab();

        // What was typed, in Bengali digits, not 500.2 after a trip through dollars.
        expect(min).toHaveValue('৫০০');
        expect(max).toHaveValue('১৫০০');
        expect(max).toHaveAttribute('aria-valuenow', '1500');
        expect(max).toHaveAttribute('aria-valuetext', '৳১,৫০০.০০');
        expect(new URLSearchParams(router.state.location.search).toString()).toBe(
          'min=500&max=1500&currency=Tk',
        );
        // The cards whose price reads between ৳৫০০.০০ and ৳১,৫০০.০০, from the fixtures.
        const expected = fixtureProducts().filter((p) => {
          const taka = Number(formatPrice(shownPrice(p), 'Tk').replace(/[৳,]/g, ''));
          return taka >= 500 && taka <= 1500;
        });
        expect(expected.length).toBeGreaterThan(0);
        expect(expected.length).toBeLessThan(fixtureProducts().length);
        await waitFor(
          () => expect(within(region()).queryAllByRole('article')).toHaveLength(expected.length),
          SLOW,
        );
      },
    );

    it('reads a link written in taka exactly, and one written in dollars at whole taka', async () => {
      await activateLanguage('bn');
      localStorage.setItem('currency', 'Tk');
      renderPage('?min=500&max=1500&currency=Tk');
      expect(screen.getByRole('spinbutton', { name: 'সর্বনিম্ন দাম' })).toHaveValue('৫০০');
      expect(screen.getByRole('spinbutton', { name: 'সর্বোচ্চ দাম' })).toHaveValue('১৫০০');
      cleanup();
      // $12.30 is ৳1,500.60: offered as whole taka.
      renderPage('?max=12.3');
      expect(screen.getByRole('spinbutton', { name: 'সর্বোচ্চ দাম' })).toHaveValue('১৫০১');
    });
  });

  it('shows a link written in taka in dollars to a dollar shopper', () => {
    renderPage('?min=500&max=1500&currency=Tk');
    expect(screen.getByRole('spinbutton', { name: 'Minimum price' })).toHaveValue('4.1');
    expect(screen.getByRole('spinbutton', { name: 'Maximum price' })).toHaveValue('12.3');
  });

  it('says so when nothing matches', async () => {
    renderPage('?category=Toys');
    expect(await screen.findByText('No products match these filters', undefined, SLOW)).toBeInTheDocument();
    expect(showingText()).toBe('Showing all 0 Catagory');
  });

  it('shows the error with a Retry that loads the products', async () => {
    server.use(
      http.get('http://api.test/products', () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
    );
    renderPage();
    const alert = await screen.findByRole('alert', undefined, SLOW);
    expect(alert).toHaveTextContent('boom');
    // Without products the sidebar shows no counts rather than a row of misleading zeros.
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(await within(categories).findByRole('link', { name: 'Bakery' })).toBeInTheDocument();
    expect(within(categories).getByRole('link', { name: 'All' })).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await cardsLoaded();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(categories).getByRole('link', { name: /^Bakery\s*\d+$/ })).toBeInTheDocument();
  });

  describe('a list whose answer breaks off mid-body (a fault rule, the stream errors)', () => {
    afterEach(() => activateLanguage('en'));

    it('shows the products that arrived, says the rest did not, and Retry loads them all', async () => {
      mockFaults.set({ rules: [{ route: 'GET /products', cutAfterBytes: CUT_LIST_BYTES }] });
      renderPage();
      const results = screen.getByRole('region', { name: 'Products' });
      const alert = await within(results).findByRole('alert', undefined, SLOW);
      const arrived = cards().length;
      expect(arrived).toBeGreaterThan(0);
      expect(arrived).toBeLessThan(fixtureProducts().length);
      expect(alert).toHaveTextContent(
        `Only ${arrived} products arrived: the rest of the list broke off on the way.`,
      );
      expect(screen.queryByText('Loading products')).not.toBeInTheDocument();
      expectCalls('GET /products').toHaveLength(1); // a cut is shown, not retried on its own
      mockFaults.clear();
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(cards()).toHaveLength(fixtureProducts().length), SLOW);
      expect(within(results).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('says so in Bengali too', async () => {
      await activateLanguage('bn');
      mockFaults.set({ rules: [{ route: 'GET /products', cutAfterBytes: CUT_LIST_BYTES }] });
      renderPage();
      const alert = await within(screen.getByRole('region', { name: 'পণ্য' })).findByRole(
        'alert',
        undefined,
        SLOW,
      );
      expect(alert).toHaveTextContent(/টি পণ্য এসেছে: তালিকার বাকিটা পথে হারিয়ে গেছে।/);
      expect(within(alert).getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    });

    it('says nothing arrived as a failure when the answer breaks off before its first product', async () => {
      mockFaults.set({ rules: [{ route: 'GET /products', cutAfterBytes: 10 }] });
      renderPage('', appQueryClient(0));
      const alert = await within(screen.getByRole('region', { name: 'Products' })).findByRole(
        'alert',
        undefined,
        SLOW,
      );
      expect(alert).toHaveTextContent('load products: no answer');
      expect(cards()).toHaveLength(0);
    });
  });

  describe('with the app’s retry policy', () => {
    const SHOP_DOWN = "Our shop isn't answering right now. Please try again in a few minutes.";

    it('says the shop is down at the first failure while it tries again, and fills in when a retry succeeds', async () => {
      failOnceThenTakeAWhile('GET /products', 'GET /catagory');
      const client = appQueryClient(10);
      renderPage('', client);
      const results = screen.getByRole('region', { name: 'Products' });
      const categories = screen.getByRole('navigation', { name: 'Categories' });
      for (const section of [results, categories]) {
        const alert = await within(section).findByRole('alert', undefined, SLOW);
        expect(alert).toHaveTextContent(SHOP_DOWN);
        expect(alert).toHaveTextContent('Trying again…');
        expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      }
      await waitFor(() => {
        expectCalls('GET /products').toHaveLength(2); // behind the messages
        expectCalls('GET /catagory').toHaveLength(2);
      });
      await cardsLoaded();
      expect(within(categories).getByRole('link', { name: /^Bakery\s*\d+$/ })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      client.clear();
    });

    it('tries again at once on Retry, not after the pending retry’s wait', async () => {
      let down = true;
      server.use(
        http.get(`${TEST_API_URL}/products`, () =>
          down ? HttpResponse.json({ error: 'down' }, { status: 503 }) : undefined,
        ),
      );
      const client = appQueryClient(10 * 60_000); // a retry that would come in ten minutes
      renderPage('', client);
      const alert = await within(screen.getByRole('region', { name: 'Products' })).findByRole(
        'alert',
        undefined,
        SLOW,
      );
      expect(alert).toHaveTextContent('Trying again…');
      down = false;
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      await cardsLoaded();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      client.clear();
    });
  });

  describe('an empty catalog', () => {
    it('says there are no products yet, with no filters to clear', async () => {
      applyScenario('empty');
      renderPage();
      const results = screen.getByRole('region', { name: 'Products' });
      expect(await within(results).findByText('No products yet', undefined, SLOW)).toBeInTheDocument();
      expect(
        within(results).getByText('Products will show here as soon as the shop adds them.'),
      ).toBeInTheDocument();
      expect(within(results).queryByText('No products match these filters')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Clear all filters' })).not.toBeInTheDocument();
    });

    it('blames no filter either when one is set', async () => {
      applyScenario('empty');
      renderPage('?stock=in');
      const results = screen.getByRole('region', { name: 'Products' });
      expect(await within(results).findByText('No products yet', undefined, SLOW)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Clear all filters' })).not.toBeInTheDocument();
    });

    it('in Bengali', async () => {
      await activateLanguage('bn');
      try {
        applyScenario('empty');
        renderPage();
        expect(await screen.findByText('এখনও কোনো পণ্য নেই', undefined, SLOW)).toBeInTheDocument();
        expect(screen.getByText('দোকানে পণ্য যোগ হলেই এখানে দেখতে পাবেন।')).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'সব ফিল্টার মুছুন' })).not.toBeInTheDocument();
      } finally {
        cleanup();
        await activateLanguage('en');
      }
    });
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
