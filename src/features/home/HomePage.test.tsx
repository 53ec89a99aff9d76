import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import fixtures from '../../../fixtures/db.json';
import { server } from '../../../mocks/node';
import { renderWithApp } from '../../test/render';
import HomePage from './HomePage';

const API = 'http://api.test';

describe('HomePage', () => {
  it('shows the first slide at once, then the carousel with all three', async () => {
    renderWithApp(<HomePage />);
    expect(document.title).toBe('Home');
    // Queries stay inside the carousel: role queries over the whole page are slow in jsdom.
    const hero = screen.getByRole('region', { name: 'Featured offers' });
    // Before Swiper's chunk arrives: the first slide, its picture loading eagerly (the LCP).
    expect(within(hero).getByRole('heading', { name: 'Fresh Groceries Delivered to Your Door' })).toBeInTheDocument();
    expect(within(hero).getByRole('img')).toHaveAttribute('loading', 'eager');
    await within(hero).findByRole('heading', { name: 'Start Your Day with Organic Goodness' }, { timeout: 10_000 });
    expect(within(hero).getByRole('heading', { name: 'Quality Products at Unbeatable Prices' })).toBeInTheDocument();
    const images = within(hero).getAllByRole('img');
    expect(images[0]).toHaveAttribute('src', '/images/banners/banner1.svg');
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  }, 15_000);

  it('shows the first 12 products in Category Products', async () => {
    renderWithApp(<HomePage />);
    const section = screen.getByRole('region', { name: 'Category Products' });
    expect(within(section).getByText('Do not miss the current offers until the end of March.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View All →' })).toHaveAttribute('href', '/productFilter');
    const grid = await within(section).findByRole('list', { name: 'Products' });
    expect(grid.children).toHaveLength(12);
    expect(within(grid).getByRole('heading', { name: fixtures.products[0]!.name })).toBeInTheDocument();
  });

  it('links every category in the strip to the filter page', async () => {
    renderWithApp(<HomePage />);
    const strip = screen.getByRole('region', { name: 'Shop by Category' });
    // A first screen shows before Swiper's chunk has loaded (StaticSlides.test.tsx), then every category.
    await waitFor(() => expect(within(strip).getAllByRole('link')).toHaveLength(fixtures.catagory.length), { timeout: 5000 });
    const link = within(strip).getByRole('link', { name: 'Meat & Seafood' });
    expect(link).toHaveAttribute('href', '/productFilter?category=Meat%20%26%20Seafood');
  });

  it('shows up to 6 best sellers at 50 % off', async () => {
    renderWithApp(<HomePage />);
    const section = screen.getByRole('region', { name: 'Best Sellers' });
    expect(within(section).getByText('Big Discount on Fresh Groceries')).toBeInTheDocument();
    expect(within(section).getByText('Save up to 50% on your daily essentials today!')).toBeInTheDocument();
    const list = await within(section).findByRole('list', { name: 'Best sellers' });
    const expected = fixtures.products.filter((p) => Number(p.discount) === 50).slice(0, 6);
    expect(list.children).toHaveLength(expected.length);
    expect(within(list).getAllByRole('heading').map((h) => h.textContent)).toEqual(expected.map((p) => p.name));
  });

  it('shows the 7 popular companies', async () => {
    renderWithApp(<HomePage />);
    const section = screen.getByRole('region', { name: 'Popular Companies' });
    // A first screen shows before Swiper's chunk has loaded (StaticSlides.test.tsx), then all 7.
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(7), { timeout: 5000 });
    expect(within(section).getByRole('button', { name: 'View All' })).toBeInTheDocument();
  });

  it('shows an error with Retry when products fail, and recovers', async () => {
    server.use(http.get(`${API}/products`, () => HttpResponse.json({ error: 'boom' }, { status: 500 }), { once: true }));
    const user = userEvent.setup();
    renderWithApp(<HomePage />);
    const section = screen.getByRole('region', { name: 'Category Products' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('boom');

    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    const grid = await within(section).findByRole('list', { name: 'Products' });
    expect(grid.children).toHaveLength(12);
  });

  it('says so when there are no products', async () => {
    server.use(http.get(`${API}/products`, () => HttpResponse.json([])));
    renderWithApp(<HomePage />);
    const section = screen.getByRole('region', { name: 'Category Products' });
    expect(await within(section).findByText(/No products to show yet/)).toBeInTheDocument();
  });
});
