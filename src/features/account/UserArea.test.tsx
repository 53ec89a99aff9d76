import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { getMockDb } from '../../../mocks/node';
import { demoUser, renderWithApp } from '../../test/render';
import { UserArea } from './UserArea';
import { settleSweetAlert } from '../../test/sweetalert';

afterAll(settleSweetAlert);

afterEach(() => Swal.close());

describe('UserArea', () => {
  it('shows Login and SignUp to a visitor', () => {
    renderWithApp(<UserArea />, { auth: { loading: false } });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'SignUp' })).toHaveAttribute('href', '/signUp');
    expect(screen.getByRole('link', { name: 'Login' }).parentElement).not.toHaveClass('account-guess-out');
    expect(screen.queryByRole('button', { name: /Wishlist/ })).not.toBeInTheDocument();
  });

  it("holds both placeholders while auth loads, for the visitor's hint to choose (index.css)", () => {
    const { container } = renderWithApp(<UserArea />, { auth: { loading: true } });
    // Real links, shown at once by CSS to a visitor whose hint says signed out.
    const links = container.querySelector('.account-guess-out');
    expect(within(links as HTMLElement).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(links as HTMLElement).getByRole('link', { name: 'SignUp' })).toHaveAttribute(
      'href',
      '/signUp',
    );
    // The signed-in controls' shapes: nothing to press or read.
    const shapes = container.querySelector('.account-guess-in');
    expect(shapes).toHaveAttribute('aria-hidden', 'true');
    expect(shapes?.querySelectorAll('a, button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Wishlist|Account menu/ })).not.toBeInTheDocument();
  });

  it('keeps the avatar while a signed-in user signs out, and shows no placeholder', () => {
    const { container } = renderWithApp(<UserArea />, { auth: { user: demoUser, loading: true } });
    expect(container.querySelector('.account-guess-in, .account-guess-out')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('gives a signed-in user the wishlist, the cart badge 8 and the avatar menu', async () => {
    const mine = getMockDb().favorites.filter((f) => f.email === demoUser.email);
    renderWithApp(<UserArea />, { auth: { user: demoUser } });

    expect(
      await screen.findByRole('button', { name: `Wishlist, ${mine.length} items` }, { timeout: 4000 }),
    ).toBeInTheDocument();
    const wishlist = screen.getByRole('region', { name: 'Wishlist' });
    const first = mine[0]!;
    expect(
      within(wishlist).getByRole('link', { name: new RegExp(first.name.replace(/[()]/g, '.')) }),
    ).toHaveAttribute('href', `/detail/${first._id}`);
    expect(wishlist).toHaveClass('w-80');
    expect(wishlist.firstElementChild).toHaveClass('max-h-96');
    expect(within(wishlist).getByRole('list')).toHaveClass('overflow-y-auto');

    expect(screen.getByRole('button', { name: /^Cart, 8 items/ })).toHaveTextContent('8');
    const avatar = screen.getByRole('button', { name: 'Account menu for Ayesha Rahman' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/images/avatar-default.svg');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('says when the wishlist is empty', async () => {
    renderWithApp(<UserArea />, { auth: { user: { ...demoUser, email: 'nadia@freshbazar.test' } } });
    expect(await screen.findByText('No items in your wishlist', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wishlist, 0 items' })).toBeInTheDocument();
  });

  it('signs out with a toast', async () => {
    const logout = vi.fn().mockResolvedValue(undefined);
    renderWithApp(<UserArea />, { auth: { user: demoUser, logout } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(logout).toHaveBeenCalled();
    expect(await screen.findByText('Successfully Logged Out', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('says Logout Failed with the reason', async () => {
    const logout = vi.fn().mockRejectedValue(new Error('Network down'));
    renderWithApp(<UserArea />, { auth: { user: demoUser, logout } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Logout Failed', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Network down')).toBeInTheDocument());
  });
});
