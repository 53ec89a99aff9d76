import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_NAME } from '../../lib/brand';
import { renderWithApp } from '../../test/render';
import MainLayout from './MainLayout';

afterEach(() => vi.useRealTimers());

describe('MainLayout', () => {
  it('shows the promo bar with a countdown that ticks every second', () => {
    vi.useFakeTimers();
    renderWithApp(<MainLayout />);
    expect(
      screen.getByText('FREE delivery & 40% Discount for next 3 orders! Place your 1st order in.'),
    ).toBeInTheDocument();
    const timer = screen.getByRole('timer', { name: 'Time left for this offer' });
    const before = timer.textContent;
    act(() => vi.advanceTimersByTime(1000));
    expect(timer.textContent).not.toBe(before);
    expect(timer).toHaveTextContent(/^(29|30)days/);
  });

  it('shows the utility bar texts and binds theme and currency to the preferences', async () => {
    const user = userEvent.setup();
    renderWithApp(<MainLayout />);
    expect(screen.getByRole('link', { name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/auth');
    expect(screen.getByText('We deliver to you every day from 7:00 to 23:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    const language = screen.getByRole('list', { name: 'Language' });
    expect(within(language).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    // Links that work before the app's scripts (index.html reads the parameter); the app switches in place.
    expect(within(language).getByRole('link', { name: 'বাংলা (Bengali)' })).toHaveAttribute(
      'href',
      '?lang=bn',
    );

    const taka = within(screen.getByRole('group', { name: 'Currency' })).getByRole('link', { name: 'Tk' });
    expect(taka).toHaveAttribute('href', '?cur=Tk');
    await user.click(taka);
    expect(localStorage.getItem('currency')).toBe('Tk');
    expect(taka).toHaveAttribute('aria-current', 'true');

    const theme = screen.getByRole('switch', { name: 'Dark theme' });
    await user.click(theme);
    expect(theme).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('synthwave');
    await user.click(theme);
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('has the footer blocks and texts', async () => {
    renderWithApp(<MainLayout />);
    // The footer is its own chunk, loaded after the first render.
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(/500 taka off/)).toBeInTheDocument();
    expect(within(footer).getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(within(footer).getByRole('button', { name: 'SEND' })).toHaveAttribute('type', 'button');
    expect(within(footer).getByText('Monday-Friday 9am-6pm')).toBeInTheDocument();
    for (const title of ['Make Money', 'Let Us Help You', 'Get to Know Us']) {
      expect(within(footer).getByRole('navigation', { name: title })).toBeInTheDocument();
    }
    expect(within(footer).getByText('Download App & Get 20% Discount')).toBeInTheDocument();
    for (const name of ['Terms and Conditions', 'Privacy Policy', 'Order Tracking']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(footer).getByText(`© 2024 ${BRAND_NAME}. All rights reserved.`)).toBeInTheDocument();
  });
});
