import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getMockDb, server, TEST_API_URL } from '../../../mocks/node';
import { demoUser, renderWithApp } from '../../test/render';
import { WishlistDropdown } from './WishlistDropdown';

describe('WishlistDropdown', () => {
  it('explains a failed load, and Retry keeps focus in the panel so the dropdown stays open', async () => {
    let failing = true;
    server.use(
      http.get(`${TEST_API_URL}/favorites`, () =>
        failing ? HttpResponse.json({ error: 'Database offline' }, { status: 503 }) : undefined,
      ),
    );
    const mine = getMockDb().favorites.filter((f) => f.email === demoUser.email);
    renderWithApp(<WishlistDropdown />, { auth: { user: demoUser } });
    const panel = screen.getByRole('region', { name: 'Wishlist' });
    expect(await within(panel).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Database offline',
    );
    // Not "0 items": the count is unknown.
    expect(screen.getByRole('button', { name: 'Wishlist' })).toBeInTheDocument();

    failing = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    // daisyUI shows the dropdown while focus is inside it: the replaced button must not take focus away.
    expect(panel).toHaveFocus();
    expect(await within(panel).findAllByRole('link', {}, { timeout: 4000 })).toHaveLength(mine.length);
    expect(screen.getByRole('button', { name: `Wishlist, ${mine.length} items` })).toBeInTheDocument();
  });
});
