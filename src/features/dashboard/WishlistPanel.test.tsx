import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getMockDb, server, TEST_API_URL } from '../../../mocks/node';
import { demoUser, renderWithApp } from '../../test/render';
import WishlistPanel from './WishlistPanel';

describe('WishlistPanel', () => {
  it('shows the count and a card per favorite', async () => {
    const mine = getMockDb().favorites.filter((f) => f.email === demoUser.email);
    renderWithApp(<WishlistPanel />, { path: '/auth/wishlists', auth: { user: demoUser } });
    expect(
      await screen.findByRole('heading', { name: `My Wishlist (${mine.length})` }, { timeout: 4000 }),
    ).toBeInTheDocument();
    const cards = within(screen.getByRole('list')).getAllByRole('article');
    expect(cards).toHaveLength(mine.length);
    expect(screen.getByRole('heading', { level: 3, name: mine[0]!.name })).toBeInTheDocument();
  });

  it('says when the wishlist is empty', async () => {
    renderWithApp(<WishlistPanel />, {
      path: '/auth/wishlists',
      auth: { user: { ...demoUser, email: 'nadia@freshbazar.test' } },
    });
    expect(
      await screen.findByRole('heading', { name: 'My Wishlist (0)' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your wishlist is empty')).toBeInTheDocument();
  });

  it('explains a failed load with Retry', async () => {
    server.use(
      http.get(`${TEST_API_URL}/favorites`, () =>
        HttpResponse.json({ error: 'Database offline' }, { status: 500 }),
      ),
    );
    renderWithApp(<WishlistPanel />, { path: '/auth/wishlists', auth: { user: demoUser } });
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Database offline');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // A failed load claims no count and no emptiness.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^My Wishlist$/);
    expect(screen.queryByText('Your wishlist is empty')).not.toBeInTheDocument();
  });
});
