import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BRAND_NAME } from '../../lib/brand';
import { demoUser, renderWithApp } from '../../test/render';
import DashboardLayout from './DashboardLayout';
import ProfilePanel from './ProfilePanel';

describe('DashboardLayout and ProfilePanel', () => {
  it('lists the side menu sections and links', () => {
    renderWithApp(<DashboardLayout />, { path: '/auth', auth: { user: demoUser } });
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('heading', { name: BRAND_NAME })).toBeInTheDocument();
    expect(within(nav).getByRole('heading', { name: 'Apps' })).toBeInTheDocument();
    const links = Object.fromEntries(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(links).toEqual({
      Profile: '/auth',
      Orders: '/auth/orderDetails',
      Wishlist: '/auth/wishlists',
      'Payment History': '/auth/payments/history',
      Settings: '/auth/settings',
      Chats: '/chats',
      Email: '/email',
      'Todo App': '/tasks',
      Logout: '/login',
    });
  });

  it('shows the profile with its fallbacks', () => {
    renderWithApp(<ProfilePanel />, {
      path: '/auth',
      auth: { user: { ...demoUser, displayName: null, email: null } },
    });
    expect(screen.getByText('Anonymous User')).toBeInTheDocument();
    expect(screen.getByText('No email provided')).toBeInTheDocument();
    expect(screen.getByText('No location selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows the user and the stored delivery location', () => {
    localStorage.setItem('delivery-location', 'Dhanmondi, Dhaka');
    renderWithApp(<ProfilePanel />, { path: '/auth', auth: { user: demoUser } });
    expect(screen.getByText('Ayesha Rahman')).toBeInTheDocument();
    expect(screen.getByText('ayesha@freshbazar.test')).toBeInTheDocument();
    expect(screen.getByText('Dhanmondi, Dhaka')).toBeInTheDocument();
  });
});
