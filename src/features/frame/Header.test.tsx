import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import fixtures from '../../../fixtures/db.json';
import { demoUser, renderWithApp } from '../../test/render';
import { Header } from './Header';

describe('Header', () => {
  it('lists the categories from the API, each opening the filter page for it', async () => {
    const user = userEvent.setup();
    renderWithApp(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const toggle = within(nav).getByRole('button', { name: 'Categories' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const first = await within(nav).findByRole('link', { name: 'Fruits & Vegetables' });
    expect(first).toHaveAttribute('href', '/productFilter?category=Fruits%20%26%20Vegetables');
    for (const category of fixtures.catagory) {
      expect(within(nav).getByRole('link', { name: category.name })).toHaveAttribute(
        'href',
        `/productFilter?category=${encodeURIComponent(category.name)}`,
      );
    }

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows Dashboard only to a signed-in user', () => {
    renderWithApp(<Header />);
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Trending Products' })).toHaveAttribute('href', '/trending');
  });

  it('links Dashboard to /auth when signed in', () => {
    renderWithApp(<Header />, { auth: { user: demoUser } });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/auth');
  });

  it('suggests matching names and fills the input with the one clicked', async () => {
    const user = userEvent.setup();
    renderWithApp(<Header />);
    expect(screen.queryByRole('searchbox', { name: 'Search products' })).not.toBeInTheDocument(); // closed

    await user.click(screen.getByRole('button', { name: 'Search' }));
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    expect(input).toHaveAttribute('placeholder', 'Search...');
    await user.type(input, 'AN');
    const list = screen.getByRole('list', { name: 'Suggestions' });
    expect(list).toHaveClass('max-h-56'); // 14rem
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Banana', 'Orange', 'Mango']);

    await user.click(within(list).getByRole('button', { name: 'Mango' }));
    expect(input).toHaveValue('Mango');
    expect(screen.queryByRole('list', { name: 'Suggestions' })).not.toBeInTheDocument();
  });

  it('opens the small-screen menu with the same links, and closes it when one is followed', async () => {
    const user = userEvent.setup();
    renderWithApp(<Header />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('popovertarget')!)!;
    expect(within(panel).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(panel).getByRole('link', { name: 'Trending Products' })).toHaveAttribute(
      'href',
      '/trending',
    );
    await user.click(within(panel).getByRole('group').querySelector('summary')!); // Categories
    expect(await within(panel).findByRole('link', { name: 'Bakery' })).toHaveAttribute(
      'href',
      '/productFilter?category=Bakery',
    );

    await user.click(within(panel).getByRole('link', { name: 'Home' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });
});
