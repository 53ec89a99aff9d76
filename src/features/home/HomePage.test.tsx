import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import fixtures from '../../../fixtures/db.json';
import { server } from '../../../mocks/node';
import { appQueryClient, expectCalls, failOnceThenTakeAWhile } from '../../test/calls';
import { renderWithApp } from '../../test/render';
import HomePage from './HomePage';

const API = 'http://api.test';

describe('HomePage', () => {
  it('is titled Home and shows the three slides, the first picture loading eagerly', () => {
    renderWithApp(<HomePage />);
    expect(document.title).toBe('Home');
    // Queries stay inside the carousel: role queries over the whole page are slow in jsdom.
    const hero = screen.getByRole('region', { name: 'Featured offers' });
    for (const title of [
      'Fresh Groceries Delivered to Your Door',
      'Start Your Day with Organic Goodness',
      'Quality Products at Unbeatable Prices',
    ]) {
      expect(within(hero).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const images = within(hero).getAllByRole('img');
    expect(images[0]).toHaveAttribute('src', '/images/banners/banner1.svg');
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('shows the first 12 products in Category Products', async () => {
    renderWithApp(<HomePage />);
    const section = screen.getByRole('region', { name: 'Category Products' });
    expect(
      within(section).getByText('Do not miss the current offers until the end of March.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View All →' })).toHaveAttribute(
      'href',
      '/productFilter',
    );
    const grid = await within(section).findByRole('list', { name: 'Products' });
    await waitFor(() => expect(grid.children).toHaveLength(12)); // four cards per commit
    expect(within(grid).getByRole('heading', { name: fixtures.products[0]!.name })).toBeInTheDocument();
  });

  it('links every category in the strip to the filter page', async () => {
    renderWithApp(<HomePage />);
    const strip = screen.getByRole('region', { name: 'Shop by Category' });
    const link = await within(strip).findByRole('link', { name: 'Meat & Seafood' });
    expect(link).toHaveAttribute('href', '/productFilter?category=Meat%20%26%20Seafood');
    expect(within(strip).getAllByRole('link')).toHaveLength(fixtures.catagory.length);
  });

  it('steps the category strip with its arrows', async () => {
    const scrollTo = vi.fn();
    const original = Element.prototype.scrollTo;
    Element.prototype.scrollTo = scrollTo; // jsdom does not scroll
    onTestFinished(() => {
      Element.prototype.scrollTo = original;
    });
    renderWithApp(<HomePage />);
    const strip = screen.getByRole('region', { name: 'Shop by Category' });
    const row = await within(strip).findByRole('group', { name: 'Categories' });
    Object.defineProperty(row, 'clientWidth', { value: 7 * 100 - 12 }); // 7 per view at jsdom's 1024 px, 12 px apart
    await userEvent.click(within(strip).getByRole('button', { name: 'Previous categories' }));
    await userEvent.click(within(strip).getByRole('button', { name: 'Next categories' }));
    const last = fixtures.catagory.length - 7;
    expect(scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).left)).toEqual([
      last * 100,
      0,
    ]);
  });

  it('shows up to 6 best sellers at 50 % off', async () => {
    renderWithApp(<HomePage />);
    const section = screen.getByRole('region', { name: 'Best Sellers' });
    expect(within(section).getByText('Big Discount on Fresh Groceries')).toBeInTheDocument();
    expect(within(section).getByText('Save up to 50% on your daily essentials today!')).toBeInTheDocument();
    const list = await within(section).findByRole('list', { name: 'Best sellers' });
    const expected = fixtures.products.filter((p) => Number(p.discount) === 50).slice(0, 6);
    await waitFor(() => expect(list.children).toHaveLength(expected.length)); // two cards per commit
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(expected.map((p) => p.name));
  });

  it('shows the popular companies in a carousel, 4 per view at 1024 px (jsdom)', () => {
    renderWithApp(<HomePage />);
    const section = screen.getByRole('region', { name: 'Popular Companies' });
    expect(
      within(section).getByRole('group', { name: 'Companies' }).style.getPropertyValue('--per-view'),
    ).toBe('4');
    expect(within(section).getAllByRole('article')).toHaveLength(7);
    expect(within(section).getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(4);
    expect(within(section).getByRole('button', { name: 'View All' })).toBeInTheDocument();
  });

  it('shows an error with Retry when products fail, and recovers', async () => {
    server.use(
      http.get(`${API}/products`, () => HttpResponse.json({ error: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<HomePage />);
    const section = screen.getByRole('region', { name: 'Category Products' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('boom');

    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    const grid = await within(section).findByRole('list', { name: 'Products' });
    await waitFor(() => expect(grid.children).toHaveLength(12));
  });

  it('says the shop is down in every section at the first failure, and fills in when a retry succeeds', async () => {
    failOnceThenTakeAWhile('GET /products', 'GET /catagory');
    const client = appQueryClient(10);
    onTestFinished(() => client.clear());
    renderWithApp(<HomePage />, { queryClient: client });
    const sections = ['Category Products', 'Best Sellers', 'Shop by Category'].map((name) =>
      screen.getByRole('region', { name }),
    );
    for (const section of sections) {
      const alert = await within(section).findByRole('alert', undefined, { timeout: 10_000 });
      expect(alert).toHaveTextContent("Our shop isn't answering right now.");
      expect(alert).toHaveTextContent('Trying again…');
    }
    await waitFor(
      () => {
        expectCalls('GET /products').toHaveLength(2);
        expectCalls('GET /catagory').toHaveLength(2);
      },
      { timeout: 10_000 },
    );
    const grid = await within(sections[0]!).findByRole('list', { name: 'Products' }, { timeout: 10_000 });
    await waitFor(() => expect(grid.children).toHaveLength(12), { timeout: 10_000 });
    expect(
      await within(sections[2]!).findByRole(
        'link',
        { name: new RegExp(fixtures.catagory[0]!.name) },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there are no products', async () => {
    server.use(http.get(`${API}/products`, () => HttpResponse.json([])));
    renderWithApp(<HomePage />);
    const section = screen.getByRole('region', { name: 'Category Products' });
    expect(await within(section).findByText(/No products to show yet/)).toBeInTheDocument();
  });
});
