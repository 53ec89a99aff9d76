import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import fixtures from '../../../fixtures/db.json';
import { server } from '../../../mocks/node';
import { renderWithApp } from '../../test/render';
import HomePage from './HomePage';

const API = 'http://api.test';

describe('HomePage', () => {
  it('is titled Home and shows the three slides', () => {
    renderWithApp(<HomePage />);
    expect(document.title).toBe('Home');
    for (const title of [
      'Fresh Groceries Delivered to Your Door',
      'Start Your Day with Organic Goodness',
      'Quality Products at Unbeatable Prices',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const images = screen.getAllByRole('img', { name: /./ }).filter((img) => img.getAttribute('src')?.includes('/banners/banner'));
    expect(images[0]).toHaveAttribute('src', '/images/banners/banner1.svg');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images.slice(1).map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
  });

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
    const link = await within(strip).findByRole('link', { name: 'Meat & Seafood' });
    expect(link).toHaveAttribute('href', '/productFilter?category=Meat%20%26%20Seafood');
    expect(within(strip).getAllByRole('link')).toHaveLength(fixtures.catagory.length);
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

  it('shows the 7 popular companies', () => {
    renderWithApp(<HomePage />);
    const section = screen.getByRole('region', { name: 'Popular Companies' });
    expect(within(section).getAllByRole('article')).toHaveLength(7);
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
